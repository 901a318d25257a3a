/**
 * Portico's own wallet calls (Send, Swap, names, SIWX, `portico.signMessage`) made through the
 * provider `portico.getProvider` hands the app for the namespace: the EIP-1193 provider on eip155,
 * the Wallet Standard wallet on solana. The modal and the app thus reach every kind of wallet
 * (injected, WalletConnect, the embedded one) one way.
 */
import { toRpcTransaction, type WalletTransactionRequest } from '../connectors/rpc-transaction.js'
import type { SolanaSendRequest } from '../controllers/send.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { NamespaceProviders, ProviderNamespace } from '../core/namespace-provider.js'
import type { ChainNamespace } from '../utils/caip.js'
import { isHex, stringToHex, type Hex } from '../utils/evm.js'
import type { ProviderRegistry } from './provider-registry.js'
import { noWalletActionMessage, type WalletActionsSlot } from './wallet-actions.js'

export interface ProviderCallsDeps {
  providers: Pick<ProviderRegistry, 'get' | 'subscribe'>
  /** Signing calls of a connection without a provider: the app's own adapter, WalletConnect's Solana. */
  walletActions: Pick<WalletActionsSlot, 'get'>
  activeNamespace: () => ChainNamespace
  /** Whether the namespace has a connection, whose provider may still be loading. */
  isConnected: (namespace: ChainNamespace) => boolean
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  /** How long a call waits for a connection's provider to arrive (its code loads on demand). */
  providerTimeoutMs?: number
}

const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000

const isProviderNamespace = (namespace: ChainNamespace): namespace is ProviderNamespace =>
  namespace === 'eip155' || namespace === 'solana'

/** The hex a signing or sending method answers; anything else is the wallet's error. */
function hexReply(method: string, reply: unknown): Hex {
  if (!isHex(reply) || reply === '0x')
    throw new Error(`${method}: the wallet answered no hex value`)
  return reply
}

export function providerCalls(deps: ProviderCallsDeps) {
  const timeoutMs = deps.providerTimeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS
  /**
   * Portico's own requests are shown (or, for Send and Swap, never were) by Portico's own views:
   * the approval a provider asks for while one of them is being made is already taken care of.
   * Providers ask for it synchronously within `request` (auth-eip1193.ts), hence a plain depth.
   */
  let ownDepth = 0
  const own = <T>(call: () => Promise<T>): Promise<T> => {
    ownDepth += 1
    try {
      return call()
    } finally {
      ownDepth -= 1
    }
  }

  /** The namespace's provider; a connection's own (WalletConnect's, the login's) may still load. */
  const providerOf = <N extends ProviderNamespace>(
    namespace: N,
  ): Promise<NamespaceProviders[N] | undefined> => {
    const now = deps.providers.get(namespace)
    if (now || !deps.isConnected(namespace)) return Promise.resolve(now)
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer)
        stop()
        resolve(deps.providers.get(namespace))
      }
      const timer = setTimeout(finish, timeoutMs)
      const stop = deps.providers.subscribe((changed) => {
        if (changed === namespace && deps.providers.get(namespace)) finish()
      })
    })
  }

  const missing = (action: 'signMessage' | 'sendTransaction' | 'sendSolanaTransfer'): Error =>
    new Error(noWalletActionMessage(action))

  /** The Solana calls on the wallet; their code (with @solana/kit) loads with the first one. */
  const solanaCalls = async (wallet: NamespaceProviders['solana']) =>
    (await import('../connectors/solana-wallet-actions.js')).solanaWalletActions(
      wallet,
      (caipNetworkId) => {
        const network = deps.findNetwork(caipNetworkId)
        if (!network) throw new Error(`Unknown Solana network ${caipNetworkId}`)
        return network
      },
    )

  /** personal_sign (hex) on eip155, solana:signMessage (base58) on solana, by the active account. */
  const signMessage = async (message: string, address: string): Promise<string> => {
    const namespace = deps.activeNamespace()
    const fallback = deps.walletActions.get('signMessage', namespace)
    if (namespace === 'solana') {
      const wallet =
        deps.providers.get('solana') ?? (fallback ? undefined : await providerOf('solana'))
      if (wallet) return (await solanaCalls(wallet)).signMessage(message, address)
    } else if (namespace === 'eip155') {
      const provider =
        deps.providers.get('eip155') ?? (fallback ? undefined : await providerOf('eip155'))
      if (provider) {
        const params = [stringToHex(message), address]
        return hexReply(
          'personal_sign',
          await own(() => provider.request({ method: 'personal_sign', params })),
        )
      }
    }
    if (fallback) return fallback(message, address)
    throw missing('signMessage')
  }

  /** eth_sendTransaction on the eip155 provider, for Send and Swap; the transaction hash. */
  const sendTransaction = async (request: WalletTransactionRequest): Promise<Hex> => {
    const fallback = deps.walletActions.get('sendTransaction', 'eip155')
    const provider =
      deps.providers.get('eip155') ?? (fallback ? undefined : await providerOf('eip155'))
    if (provider) {
      const params = [toRpcTransaction(request)]
      return hexReply(
        'eth_sendTransaction',
        await own(() => provider.request({ method: 'eth_sendTransaction', params })),
      )
    }
    if (fallback) return fallback(request)
    throw missing('sendTransaction')
  }

  /** A SOL or SPL transfer signed and sent by the solana wallet; its signature. */
  const sendSolanaTransfer = async (request: SolanaSendRequest): Promise<string> => {
    const fallback = deps.walletActions.get('sendSolanaTransfer', 'solana')
    const wallet =
      deps.providers.get('solana') ?? (fallback ? undefined : await providerOf('solana'))
    if (wallet) return (await solanaCalls(wallet)).sendSolanaTransfer(request)
    if (fallback) return fallback(request)
    throw missing('sendSolanaTransfer')
  }

  return {
    signMessage,
    sendTransaction,
    sendSolanaTransfer,
    /** Whether the active namespace has a wallet to sign with (a provider, maybe still loading). */
    canSign: (): boolean => {
      const namespace = deps.activeNamespace()
      return (
        (isProviderNamespace(namespace) &&
          (deps.providers.get(namespace) !== undefined || deps.isConnected(namespace))) ||
        deps.walletActions.get('signMessage', namespace) !== undefined
      )
    },
    /**
     * The approval Portico's providers ask for (ApproveTransaction), skipped for Portico's own
     * requests: signMessage runs behind its own approval already, and Send and Swap show their own
     * progress as they always did.
     */
    providerApproval:
      (approve: <T>(run: () => Promise<T>) => Promise<T>) =>
      <T>(run: () => Promise<T>): Promise<T> =>
        ownDepth > 0 ? run() : approve(run),
  }
}

export type ProviderCalls = ReturnType<typeof providerCalls>
