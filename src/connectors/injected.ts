/**
 * Browser-extension wallets: discovery through EIP-6963 announcements, plus `window.ethereum`
 * for a wallet that does not announce itself, and the EIP-1193 calls to use either.
 */
import { getAddress, hexToNumber, isAddress, isHex, quantityToHex } from '../utils/evm.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { CONNECTOR_IDS, type Connector } from '../core/connector.js'
import { createEmitter } from '../core/emitter.js'
import { formatCaipNetworkId, type CaipNetworkId } from '../utils/caip.js'
import { BROWSER_WALLET_NAME } from '../core/constants.js'
import { isRecord } from '../utils/is-record.js'

export { BROWSER_WALLET_NAME }

export const EIP6963_EVENTS = {
  announce: 'eip6963:announceProvider',
  request: 'eip6963:requestProvider',
} as const

export const NO_ACCOUNTS_MESSAGE = 'The wallet shares no account'

/** EIP-1193 error code: the wallet does not know the chain it was asked to switch to. */
export const UNRECOGNIZED_CHAIN_CODE = 4902

/** One EIP-1193 request: the JSON-RPC method and its parameters. */
export interface Eip1193RequestArguments {
  /** The JSON-RPC method, e.g. `personal_sign` or `eth_sendTransaction`. */
  method: string
  /** The method's parameters: positional (an array) or, for a few methods, by name. */
  params?: readonly unknown[] | Record<string, unknown>
}

export type Eip1193EventListener = (payload: unknown) => void

/** An EIP-1193 provider: what viem, ethers and wagmi talk to. */
export interface Eip1193Provider {
  /** Sends one request to the wallet; rejects with the wallet's error (4001 for a refusal). */
  request: (args: Eip1193RequestArguments) => Promise<unknown>
  /** Listens for `accountsChanged`, `chainChanged`, `connect` or `disconnect`. */
  on?: (event: string, listener: Eip1193EventListener) => unknown
  /** Removes a listener added with `on`. */
  removeListener?: (event: string, listener: Eip1193EventListener) => unknown
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** The part of `window` discovery uses; an `EventTarget` with an `ethereum` field fits. */
export interface InjectedTarget {
  addEventListener: (type: string, listener: (event: Event) => void) => void
  removeEventListener: (type: string, listener: (event: Event) => void) => void
  dispatchEvent: (event: Event) => boolean
  ethereum?: unknown
}

export type InjectedConnector = Connector<Eip1193Provider>

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return isRecord(value) && typeof value.request === 'function'
}

function isProviderInfo(value: unknown): value is Eip6963ProviderInfo {
  return (
    isRecord(value) &&
    [value.uuid, value.name, value.icon, value.rdns].every(
      (field) => typeof field === 'string' && field.length > 0,
    )
  )
}

/** Announcements come from page scripts, so anything not shaped as EIP-6963 says is ignored. */
export function providerDetailOf(event: Event): Eip6963ProviderDetail | undefined {
  if (!(event instanceof CustomEvent)) return undefined
  const detail: unknown = event.detail
  if (!isRecord(detail) || !isProviderInfo(detail.info) || !isEip1193Provider(detail.provider)) {
    return undefined
  }
  return { info: detail.info, provider: detail.provider }
}

export interface InjectedDiscoveryOptions {
  target: InjectedTarget
  /** The app's EVM networks, which every injected connector offers. */
  chains?: readonly CaipNetwork[]
}

/**
 * Collects announced wallets, keyed by rdns so a wallet answering every request is listed once.
 * `window.ethereum` becomes the INJECTED connector only when no announced wallet is that same
 * provider, so one wallet never shows twice.
 */
export function createInjectedDiscovery(options: InjectedDiscoveryOptions) {
  const { target } = options
  const chains = [...(options.chains ?? [])]
  const announced = new Map<string, Eip6963ProviderDetail>()
  const changes = createEmitter<InjectedConnector[]>()

  const announcedConnector = ({ info, provider }: Eip6963ProviderDetail): InjectedConnector => ({
    id: info.rdns,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    chains,
    imageUrl: info.icon,
    info: { name: info.name, rdns: info.rdns, icon: info.icon, uuid: info.uuid },
    provider,
  })

  const browserWallet = (): InjectedConnector[] => {
    const { ethereum } = target
    if (!isEip1193Provider(ethereum)) return []
    if ([...announced.values()].some((detail) => detail.provider === ethereum)) return []
    const id = CONNECTOR_IDS.injected
    return [
      {
        id,
        name: BROWSER_WALLET_NAME,
        type: 'INJECTED',
        chain: 'eip155',
        chains,
        provider: ethereum,
      },
    ]
  }

  const connectors = (): InjectedConnector[] => [
    ...[...announced.values()].map(announcedConnector),
    ...browserWallet(),
  ]

  const onAnnounce = (event: Event): void => {
    const detail = providerDetailOf(event)
    if (!detail) return
    const known = announced.get(detail.info.rdns)
    if (known?.provider === detail.provider && known.info.uuid === detail.info.uuid) return
    announced.set(detail.info.rdns, detail)
    changes.emit(connectors())
  }

  /** Listens first, then asks: wallets answer the request synchronously. */
  const start = (): void => {
    target.addEventListener(EIP6963_EVENTS.announce, onAnnounce)
    target.dispatchEvent(new Event(EIP6963_EVENTS.request))
  }

  const stop = (): void => {
    target.removeEventListener(EIP6963_EVENTS.announce, onAnnounce)
    changes.clear()
  }

  return { start, stop, connectors, onChange: changes.on }
}

export interface InjectedAccounts {
  accounts: { address: string }[]
  caipNetworkId: CaipNetworkId
}

export type InjectedWalletEvent =
  | { type: 'accountsChanged'; accounts: { address: string }[] }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }

/** Checksummed addresses; a reply that is not a list of addresses is refused. */
export function parseAccounts(reply: unknown): { address: string }[] {
  if (!Array.isArray(reply)) throw new Error('Invalid accounts reply')
  return reply.map((entry: unknown) => {
    if (typeof entry !== 'string' || !isAddress(entry, { strict: false })) {
      throw new Error('Invalid accounts reply')
    }
    return { address: getAddress(entry) }
  })
}

export function parseChainId(reply: unknown): CaipNetworkId {
  if (typeof reply !== 'string' || !isHex(reply, { strict: true })) {
    throw new Error('Invalid chain id reply')
  }
  return formatCaipNetworkId('eip155', hexToNumber(reply))
}

function hasCode(error: unknown, code: number): boolean {
  return isRecord(error) && error.code === code
}

/** One injected wallet's EIP-1193 provider, as a connector uses it. */
export function createInjectedWallet(provider: Eip1193Provider) {
  const events = createEmitter<InjectedWalletEvent>()
  // A malformed event would otherwise throw inside the wallet's own emitter; it is dropped.
  const forwarding =
    (toEvent: (payload: unknown) => InjectedWalletEvent): Eip1193EventListener =>
    (payload) => {
      let event: InjectedWalletEvent
      try {
        event = toEvent(payload)
      } catch {
        return
      }
      events.emit(event)
    }
  const forwarders: Record<InjectedWalletEvent['type'], Eip1193EventListener> = {
    accountsChanged: forwarding((payload) => ({
      type: 'accountsChanged',
      accounts: parseAccounts(payload),
    })),
    chainChanged: forwarding((payload) => ({
      type: 'chainChanged',
      caipNetworkId: parseChainId(payload),
    })),
  }
  let following = false

  const follow = (on: boolean): void => {
    if (following === on) return
    following = on
    for (const [event, listener] of Object.entries(forwarders)) {
      if (on) provider.on?.(event, listener)
      else provider.removeListener?.(event, listener)
    }
  }

  const chainId = async (): Promise<CaipNetworkId> =>
    parseChainId(await provider.request({ method: 'eth_chainId' }))

  /**
   * Asks the wallet for its accounts (it may prompt the user), then follows its changes. A silent
   * connect reads the accounts the wallet already shares (eth_accounts), which never prompts.
   */
  const connect = async (silent = false): Promise<InjectedAccounts> => {
    const method = silent ? 'eth_accounts' : 'eth_requestAccounts'
    const accounts = parseAccounts(await provider.request({ method }))
    if (accounts.length === 0) throw new Error(NO_ACCOUNTS_MESSAGE)
    const caipNetworkId = await chainId()
    follow(true)
    return { accounts, caipNetworkId }
  }

  /** Switches the wallet's chain, first adding it when the wallet does not know it (4902). */
  const switchChain = async (network: CaipNetwork): Promise<void> => {
    const id = quantityToHex(Number(network.id))
    const switchTo = () =>
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: id }] })
    try {
      await switchTo()
    } catch (error) {
      if (!hasCode(error, UNRECOGNIZED_CHAIN_CODE)) throw error
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: id,
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: network.rpcUrls.default.http,
          },
        ],
      })
      await switchTo()
    }
  }

  /**
   * Injected wallets have no standard way to end a connection. Revoking the account permission
   * is asked for where the wallet supports it; where it does not, the page forgetting the
   * accounts is the disconnect, so the failure is not passed on.
   */
  const disconnect = async (): Promise<void> => {
    follow(false)
    try {
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    } catch {
      return
    }
  }

  return { provider, connect, chainId, switchChain, disconnect, on: events.on }
}

export type InjectedWallet = ReturnType<typeof createInjectedWallet>
