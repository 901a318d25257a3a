import { describe, expect, it } from 'vitest'
import { CONNECTOR_GROUP_ORDER, VIEW_NAMES } from '../../../src/core/constants.js'
import type { Connector, ConnectorType } from '../../../src/core/connector.js'
import type { WalletListing } from '../../../src/core/stored-values.js'
import {
  IN_APP_BROWSER_WALLETS,
  connectMethodOrder,
  createConnectors,
  footerFor,
  hasInstalledWallets,
  inAppBrowserLink,
  isWalletInjected,
  walletGroups,
  type WalletGroup,
} from '../../../src/controllers/connectors.js'

const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const TRUST_ID = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'
const COINBASE_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'
const PHANTOM_ID = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
const RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const PAGE = 'https://app.example.com/swap?token=usdc'

function connector(id: string, type: ConnectorType, extra: Partial<Connector> = {}): Connector {
  return { id, name: id, type, chain: 'eip155', chains: [], ...extra }
}

function wallet(id: string, name: string, extra: Partial<WalletListing> = {}): WalletListing {
  return { id, name, ...extra }
}

const connectors = [
  connector('io.metamask', 'ANNOUNCED', { info: { rdns: 'io.metamask' } }),
  connector('walletConnect', 'WALLET_CONNECT'),
  connector('auth', 'AUTH'),
  connector('injected', 'INJECTED'),
  connector('ledger', 'EXTERNAL'),
  connector('multi', 'MULTI_CHAIN'),
]

const fullSources = {
  connectors,
  recent: [wallet(RAINBOW_ID, 'Rainbow')],
  featured: [wallet(TRUST_ID, 'Trust Wallet')],
  custom: [wallet('custom-1', 'House Wallet')],
  recommended: [wallet(COINBASE_ID, 'Coinbase Wallet')],
}

const namesOf = (groups: WalletGroup[]) => groups.map((group) => group.name)

function entriesOf(group: WalletGroup | undefined): string[] {
  if (!group) return []
  return 'connectors' in group
    ? group.connectors.map((entry) => entry.id)
    : group.wallets.map((entry) => entry.id)
}

describe('Connect view wallet groups', () => {
  it('[CONN-01] lists WalletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(CONNECTOR_GROUP_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    const groups = walletGroups(fullSources)
    expect(namesOf(groups)).toEqual([...CONNECTOR_GROUP_ORDER])
    expect(groups.map(entriesOf)).toEqual([
      ['walletConnect'],
      [RAINBOW_ID],
      ['io.metamask', 'injected', 'multi'],
      [TRUST_ID],
      ['custom-1'],
      ['ledger'],
      [COINBASE_ID],
    ])
  })

  it('[CONN-02] the injected group holds INJECTED, ANNOUNCED and MULTI_CHAIN connectors', () => {
    const injected = walletGroups(fullSources).find((group) => group.name === 'injected')
    expect(injected && 'connectors' in injected && injected.connectors.map((c) => c.type)).toEqual([
      'ANNOUNCED',
      'INJECTED',
      'MULTI_CHAIN',
    ])
  })

  it('[CONN-03] a group with no entries is hidden', () => {
    const groups = walletGroups({ connectors: [connector('injected', 'INJECTED')], recent: [] })
    expect(namesOf(groups)).toEqual(['injected'])
    expect(walletGroups({ connectors: [connector('auth', 'AUTH')] })).toEqual([])
  })

  it('[CONN-04] a configured order replaces the default one', () => {
    const order = ['recommended', 'injected', 'walletConnect', 'featured'] as const
    expect(namesOf(walletGroups(fullSources, order))).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'featured',
    ])
    expect(namesOf(walletGroups(fullSources, ['external', 'external', 'recent']))).toEqual([
      'external',
      'recent',
    ])
  })
})

describe('connect method order', () => {
  it('[CONN-05] with installed wallets the order is wallet, email, social', () => {
    expect(hasInstalledWallets(connectors)).toBe(true)
    expect(connectMethodOrder({ hasInstalledWallets: true })).toEqual(['wallet', 'email', 'social'])
  })

  it('[CONN-06] the default order is email, social, wallet (read as: no installed wallet)', () => {
    const none = [connector('walletConnect', 'WALLET_CONNECT'), connector('auth', 'AUTH')]
    expect(hasInstalledWallets(none)).toBe(false)
    expect(connectMethodOrder({ hasInstalledWallets: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })
})

describe('footers', () => {
  it('[CONN-07] Connect shows the legal footer', () => {
    expect(footerFor('Connect')).toBe('legal')
  })

  it('[CONN-08] [VIEW-03] ConnectWallets shows the legal footer', () => {
    expect(footerFor('ConnectWallets')).toBe('legal')
  })

  it('[CONN-09] the on-ramp views show the legal footer', () => {
    // Assumed: the spec's "on-ramp views" are the three OnRamp* views.
    for (const view of ['OnRampTokenSelect', 'OnRampFiatSelect', 'OnRampProviders'] as const) {
      expect(footerFor(view)).toBe('legal')
    }
  })

  it('[CONN-10] [VIEW-06] Networks shows the default footer', () => {
    expect(footerFor('Networks')).toBe('default')
  })

  it('no other view has a footer', () => {
    const withFooter = VIEW_NAMES.filter((view) => footerFor(view) !== null)
    expect(withFooter).toEqual([
      'Connect',
      'ConnectWallets',
      'Networks',
      'OnRampTokenSelect',
      'OnRampFiatSelect',
      'OnRampProviders',
    ])
  })
})

describe('mobile in-app browser links', () => {
  const mobile = { pageUrl: PAGE, isMobile: true, isInjected: false }

  it('[CONN-11] on mobile, such a wallet that is not injected opens the page in its browser', () => {
    // Assumed wallets: the spec does not name them; these four have an in-app browser link.
    expect(IN_APP_BROWSER_WALLETS.map((entry) => entry.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Phantom',
    ])
    const encoded = encodeURIComponent(PAGE)
    expect(inAppBrowserLink({ ...mobile, walletId: METAMASK_ID })).toBe(
      'https://metamask.app.link/dapp/app.example.com/swap?token=usdc',
    )
    expect(inAppBrowserLink({ ...mobile, walletId: TRUST_ID })).toBe(
      `https://link.trustwallet.com/open_url?coin_id=60&url=${encoded}`,
    )
    expect(inAppBrowserLink({ ...mobile, walletId: COINBASE_ID })).toBe(
      `https://go.cb-w.com/dapp?cb_url=${encoded}`,
    )
    expect(inAppBrowserLink({ ...mobile, walletId: PHANTOM_ID })).toBe(
      `https://phantom.app/ul/browse/${encoded}?ref=${encodeURIComponent('https://app.example.com')}`,
    )
  })

  it('[CONN-12] on mobile, such a wallet that is injected is not redirected', () => {
    expect(inAppBrowserLink({ ...mobile, walletId: METAMASK_ID, isInjected: true })).toBeNull()
  })

  it('other wallets and desktop browsers are not redirected', () => {
    expect(inAppBrowserLink({ ...mobile, walletId: RAINBOW_ID })).toBeNull()
    expect(inAppBrowserLink({ ...mobile, walletId: METAMASK_ID, isMobile: false })).toBeNull()
  })

  it('a registry wallet is injected when an installed connector has its id or rdns', () => {
    const metaMask = wallet(METAMASK_ID, 'MetaMask', { rdns: 'io.metamask' })
    expect(isWalletInjected(metaMask, connectors)).toBe(true)
    const byId = [connector('injected', 'INJECTED', { explorerId: TRUST_ID })]
    expect(isWalletInjected(wallet(TRUST_ID, 'Trust Wallet'), byId)).toBe(true)
    expect(isWalletInjected(wallet(PHANTOM_ID, 'Phantom', { rdns: null }), connectors)).toBe(false)
    const remote = [connector('walletConnect', 'WALLET_CONNECT', { info: { rdns: 'io.metamask' } })]
    expect(isWalletInjected(metaMask, remote)).toBe(false)
  })
})

describe('connector list', () => {
  it('adds connectors, replacing one with the same id in place', () => {
    const list = createConnectors()
    list.addConnectors([connector('injected', 'INJECTED'), connector('auth', 'AUTH')])
    list.addConnectors([connector('injected', 'INJECTED', { name: 'Browser Wallet' })])
    expect(list.getConnectors().map(({ id, name }) => [id, name])).toEqual([
      ['injected', 'Browser Wallet'],
      ['auth', 'auth'],
    ])
    expect(list.getAuthConnector()?.id).toBe('auth')
  })

  it('keeps providers out of the frozen state and mutable', () => {
    const provider = { chainId: '0x1', request: () => Promise.resolve(null) }
    const list = createConnectors()
    list.setConnectors([connector('io.metamask', 'ANNOUNCED', { provider })])
    expect(list.getConnector('io.metamask')?.provider).toBe(provider)
    expect(Object.isFrozen(provider)).toBe(false)
    expect(list.store.getState().connectors[0]).not.toHaveProperty('provider')
    list.removeConnector('io.metamask')
    expect(list.getConnector('io.metamask')).toBeUndefined()
    expect(list.getConnectors()).toEqual([])
  })

  it('lists the connectors of one namespace', () => {
    const list = createConnectors()
    list.setConnectors([
      connector('injected', 'INJECTED'),
      { ...connector('app.phantom', 'ANNOUNCED'), chain: 'solana' },
    ])
    expect(list.connectorsOf('solana').map((c) => c.id)).toEqual(['app.phantom'])
  })
})
