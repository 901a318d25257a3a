import { describe, expect, it } from 'vitest'
import type { Connector, ConnectorType } from '../../../src/core/connector.js'
import { walletGroups } from '../../../src/controllers/connectors.js'
import { ownBrowserWalletFirst } from '../../../src/controllers/own-browser-wallet.js'
import { ownBrowserWalletRdns } from '../../../src/core/in-app-browser.js'

function connector(id: string, type: ConnectorType, rdns?: string): Connector {
  return {
    id,
    name: id,
    type,
    chain: 'eip155',
    chains: [],
    ...(rdns === undefined ? {} : { info: { rdns } }),
  }
}

const sources = {
  connectors: [
    connector('walletConnect', 'WALLET_CONNECT'),
    connector('dev.portico.wallet', 'ANNOUNCED', 'dev.portico.wallet'),
    connector('io.metamask', 'ANNOUNCED', 'io.metamask'),
  ],
  recent: [{ id: 'rainbow', name: 'Rainbow' }],
}

const names = (groups: ReturnType<typeof walletGroups>) =>
  groups.map((group) =>
    'connectors' in group
      ? `${group.name}: ${group.connectors.map((one) => one.id).join(' ')}`
      : `${group.name}: ${group.wallets.map((one) => one.id).join(' ')}`,
  )

const METAMASK_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 MetaMaskMobile'

describe('a wallet’s own in-app browser', () => {
  it('[CONN-12] names the wallet whose browser the page runs in, by its user agent', () => {
    expect(ownBrowserWalletRdns({ navigator: { userAgent: METAMASK_BROWSER } })).toBe('io.metamask')
    const chrome = METAMASK_BROWSER.replace(' MetaMaskMobile', '')
    expect(ownBrowserWalletRdns({ navigator: { userAgent: chrome } })).toBeUndefined()
  })

  it('[CONN-12] puts the installed group first with that wallet at its top', () => {
    const groups = walletGroups(sources)
    expect(names(groups)).toEqual([
      'walletConnect: walletConnect',
      'recent: rainbow',
      'injected: dev.portico.wallet io.metamask',
    ])
    expect(names(ownBrowserWalletFirst(groups, 'io.metamask'))).toEqual([
      'injected: io.metamask dev.portico.wallet',
      'walletConnect: walletConnect',
      'recent: rainbow',
    ])
  })

  it('leaves the order alone in another browser or when the wallet has not announced itself', () => {
    const groups = walletGroups(sources)
    expect(ownBrowserWalletFirst(groups, undefined)).toEqual(groups)
    expect(ownBrowserWalletFirst(groups, 'app.phantom')).toEqual(groups)
  })
})
