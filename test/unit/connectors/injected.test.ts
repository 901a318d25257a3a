import { describe, expect, it, vi } from 'vitest'
import {
  BROWSER_WALLET_NAME,
  EIP6963_EVENTS,
  createInjectedDiscovery,
  createInjectedWallet,
  parseAccounts,
  parseChainId,
  providerDetailOf,
  type Eip1193Provider,
  type Eip6963ProviderInfo,
  type InjectedConnector,
  type InjectedWalletEvent,
} from '../../../src/connectors/injected.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { HARDHAT_CHAIN_ID, createTestWallet } from './eip1193-test-wallet.js'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

const hardhat = defineCaipNetwork({
  id: HARDHAT_CHAIN_ID,
  chainNamespace: 'eip155',
  name: 'Hardhat',
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const optimism = defineCaipNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

function info(name: string, rdns: string, uuid: string): Eip6963ProviderInfo {
  return { name, rdns, uuid, icon: ICON }
}

/** A page: a real EventTarget, with `ethereum` when a wallet injects one. */
function page(ethereum?: Eip1193Provider) {
  return Object.assign(new EventTarget(), { ethereum })
}

/** Answers every provider request the way an EIP-6963 wallet's content script does. */
function installAnnouncingWallet(
  target: EventTarget,
  detail: { info: Eip6963ProviderInfo; provider: Eip1193Provider },
): void {
  const announce = () => target.dispatchEvent(new CustomEvent(EIP6963_EVENTS.announce, { detail }))
  target.addEventListener(EIP6963_EVENTS.request, announce)
  announce()
}

describe('EIP-6963 discovery', () => {
  it('requests providers and lists each announced wallet as an ANNOUNCED connector', () => {
    const target = page()
    const metaMask = createTestWallet()
    installAnnouncingWallet(target, {
      info: info('MetaMask', 'io.metamask', '350670db-19fa-4704-a166-e52e178b59d2'),
      provider: metaMask.provider,
    })
    const discovery = createInjectedDiscovery({ target, chains: [hardhat] })
    const changes = vi.fn<(connectors: InjectedConnector[]) => void>()
    discovery.onChange(changes)
    discovery.start()

    const expected: InjectedConnector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      chains: [hardhat],
      imageUrl: ICON,
      info: {
        name: 'MetaMask',
        rdns: 'io.metamask',
        icon: ICON,
        uuid: '350670db-19fa-4704-a166-e52e178b59d2',
      },
      provider: metaMask.provider,
    }
    expect(discovery.connectors()).toEqual([expected])
    expect(discovery.connectors()[0]?.provider).toBe(metaMask.provider)
    expect(changes).toHaveBeenCalledTimes(1)
  })

  it('hears wallets that announce later and lists a re-announcing wallet once', () => {
    const target = page()
    const discovery = createInjectedDiscovery({ target })
    discovery.start()
    const rabby = { info: info('Rabby', 'io.rabby', 'a1'), provider: createTestWallet().provider }
    installAnnouncingWallet(target, rabby)
    target.dispatchEvent(new Event(EIP6963_EVENTS.request))
    expect(discovery.connectors().map((c) => c.id)).toEqual(['io.rabby'])
  })

  it('ignores announcements that are not shaped as EIP-6963 says', () => {
    const target = page()
    const discovery = createInjectedDiscovery({ target })
    discovery.start()
    const provider = createTestWallet().provider
    target.dispatchEvent(new Event(EIP6963_EVENTS.announce))
    target.dispatchEvent(
      new CustomEvent(EIP6963_EVENTS.announce, { detail: { info: info('', 'x', 'u'), provider } }),
    )
    target.dispatchEvent(
      new CustomEvent(EIP6963_EVENTS.announce, {
        detail: { info: info('Fake', 'io.fake', 'u'), provider: {} },
      }),
    )
    expect(discovery.connectors()).toEqual([])
    expect(providerDetailOf(new CustomEvent('x', { detail: null }))).toBeUndefined()
  })

  it('lists window.ethereum as the INJECTED Browser Wallet when no wallet announced it', () => {
    const injected = createTestWallet()
    const discovery = createInjectedDiscovery({ target: page(injected.provider) })
    discovery.start()
    expect(discovery.connectors()).toEqual([
      {
        id: 'injected',
        name: BROWSER_WALLET_NAME,
        type: 'INJECTED',
        chain: 'eip155',
        chains: [],
        provider: injected.provider,
      },
    ])
  })

  it('does not list window.ethereum twice when its wallet announced it', () => {
    const wallet = createTestWallet()
    const target = page(wallet.provider)
    installAnnouncingWallet(target, {
      info: info('MetaMask', 'io.metamask', 'u1'),
      provider: wallet.provider,
    })
    const discovery = createInjectedDiscovery({ target })
    discovery.start()
    expect(discovery.connectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
  })

  it('stops listening when stopped', () => {
    const target = page()
    const discovery = createInjectedDiscovery({ target })
    discovery.start()
    discovery.stop()
    installAnnouncingWallet(target, {
      info: info('Rabby', 'io.rabby', 'a1'),
      provider: createTestWallet().provider,
    })
    expect(discovery.connectors()).toEqual([])
  })
})

describe('injected wallet', () => {
  it('connects with eth_requestAccounts and eth_chainId', async () => {
    const wallet = createTestWallet()
    const result = await createInjectedWallet(wallet.provider).connect()
    expect(result).toEqual({
      accounts: [{ address: wallet.account.address }],
      caipNetworkId: `eip155:${HARDHAT_CHAIN_ID}`,
    })
    expect(wallet.requests).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('passes a user rejection on unchanged, code and all', async () => {
    const wallet = createTestWallet({ rejectRequests: true })
    await expect(createInjectedWallet(wallet.provider).connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('switches chain with wallet_switchEthereumChain', async () => {
    const wallet = createTestWallet({ chainIds: [HARDHAT_CHAIN_ID, 10] })
    const injected = createInjectedWallet(wallet.provider)
    await injected.switchChain(optimism)
    expect(await injected.chainId()).toBe('eip155:10')
    expect(wallet.requests).not.toContain('wallet_addEthereumChain')
  })

  it('adds a chain the wallet does not know (4902), then switches to it', async () => {
    const wallet = createTestWallet({ chainIds: [HARDHAT_CHAIN_ID] })
    const injected = createInjectedWallet(wallet.provider)
    await injected.switchChain(optimism)
    expect(await injected.chainId()).toBe('eip155:10')
    expect(wallet.requests).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ])
  })

  it('forwards accountsChanged and chainChanged once connected, and stops on disconnect', async () => {
    const wallet = createTestWallet({ chainIds: [HARDHAT_CHAIN_ID, 10] })
    const injected = createInjectedWallet(wallet.provider)
    const events: InjectedWalletEvent[] = []
    injected.on((event) => events.push(event))
    wallet.emit('chainChanged', '0x1')
    expect(events).toEqual([])

    await injected.connect()
    await injected.switchChain(optimism)
    wallet.emit('accountsChanged', [wallet.account.address.toLowerCase()])
    wallet.emit('chainChanged', 'not hex')
    expect(events).toEqual([
      { type: 'chainChanged', caipNetworkId: 'eip155:10' },
      { type: 'accountsChanged', accounts: [{ address: wallet.account.address }] },
    ])

    await injected.disconnect()
    expect(wallet.requests.at(-1)).toBe('wallet_revokePermissions')
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
    expect(wallet.listenerCount('chainChanged')).toBe(0)
    wallet.emit('chainChanged', '0x1')
    expect(events).toHaveLength(2)
  })

  it('disconnects a wallet that cannot revoke permissions', async () => {
    const wallet = createTestWallet({ unsupported: ['wallet_revokePermissions'] })
    const injected = createInjectedWallet(wallet.provider)
    await injected.connect()
    await expect(injected.disconnect()).resolves.toBeUndefined()
  })
})

describe('reply parsing', () => {
  it('refuses account replies that are not lists of addresses', () => {
    expect(() => parseAccounts('0x1')).toThrow('Invalid accounts reply')
    expect(() => parseAccounts(['0x1234'])).toThrow('Invalid accounts reply')
    expect(parseAccounts([])).toEqual([])
  })

  it('reads hex chain ids as eip155 networks and refuses anything else', () => {
    expect(parseChainId('0x2105')).toBe('eip155:8453')
    expect(() => parseChainId('8453')).toThrow('Invalid chain id reply')
    expect(() => parseChainId(1)).toThrow('Invalid chain id reply')
  })
})
