/**
 * An EIP-1193 provider over a Portico connection (WalletConnect's, or an email, social or
 * Farcaster login's): the accounts and the chain are the connection's, answered locally and
 * announced as they change; a chain switch goes through Portico so the modal follows; every
 * other request goes to the connection's wallet.
 */
import type { Eip1193EventListener, Eip1193RequestArguments } from './injected.js'
import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../core/provider-rpc-error.js'
import { isRecord } from '../utils/is-record.js'

export interface ConnectionProviderState {
  accounts: readonly string[]
  chainId: number
}

export interface ConnectionProviderDeps {
  /** The connection as it is now; undefined once it ended. */
  state: () => ConnectionProviderState | undefined
  /** Hears every change that may have changed the state. */
  watch: (listener: () => void) => () => void
  /** Moves the connection (and Portico's active network) to the chain. */
  switchChain: (chainId: number) => Promise<void>
  /** The wallet's answer to any other request, on the connection's current chain. */
  forward: (args: Eip1193RequestArguments, state: ConnectionProviderState) => Promise<unknown>
}

const EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect', 'message'] as const

/** A chain id as EIP-1193 gives it; written here so this lazily loaded module imports no core one. */
const quantityToHex = (value: number): string => `0x${value.toString(16)}`

/** wallet_switchEthereumChain's `[{ chainId: '0x…' }]`. */
function requestedChainId(params: Eip1193RequestArguments['params']): number {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  const chainId = isRecord(first) ? first.chainId : undefined
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.invalidParams,
      'wallet_switchEthereumChain expects [{ chainId: <hex quantity> }]',
    )
  }
  return Number.parseInt(chainId, 16)
}

const sameAccounts = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((address, index) => address === b[index])

export function createConnectionProvider(deps: ConnectionProviderDeps) {
  const listeners = new Map<string, Set<Eip1193EventListener>>(
    EVENTS.map((event) => [event, new Set()]),
  )
  const emit = (event: (typeof EVENTS)[number], payload: unknown): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  let last = deps.state()
  const follow = (): void => {
    const now = deps.state()
    const before = last
    last = now
    if (!now) {
      if (before) {
        emit(
          'disconnect',
          new ProviderRpcError(PROVIDER_ERROR_CODES.disconnected, 'The wallet disconnected'),
        )
        emit('accountsChanged', [])
      }
      return
    }
    if (!before) emit('connect', { chainId: quantityToHex(now.chainId) })
    if (before && before.chainId !== now.chainId) emit('chainChanged', quantityToHex(now.chainId))
    if (!before || !sameAccounts(before.accounts, now.accounts)) {
      emit('accountsChanged', [...now.accounts])
    }
  }
  const stop = deps.watch(follow)

  const connected = (): ConnectionProviderState => {
    const state = deps.state()
    if (!state) {
      throw new ProviderRpcError(PROVIDER_ERROR_CODES.disconnected, 'The wallet is not connected')
    }
    return state
  }

  const request = async (args: Eip1193RequestArguments): Promise<unknown> => {
    switch (args.method) {
      case 'eth_accounts':
        return [...(deps.state()?.accounts ?? [])]
      case 'eth_requestAccounts':
        return [...connected().accounts]
      case 'eth_chainId':
        return quantityToHex(connected().chainId)
      case 'wallet_switchEthereumChain': {
        const chainId = requestedChainId(args.params)
        if (connected().chainId !== chainId) await deps.switchChain(chainId)
        return null
      }
      default:
        return deps.forward(args, connected())
    }
  }

  return {
    request,
    on: (event: string, listener: Eip1193EventListener) => {
      listeners.get(event)?.add(listener)
    },
    removeListener: (event: string, listener: Eip1193EventListener) => {
      listeners.get(event)?.delete(listener)
    },
    /** Stops following the connection (announcing its end first, if it ended). */
    destroy: (): void => {
      follow()
      stop()
      for (const set of listeners.values()) set.clear()
    },
  }
}
