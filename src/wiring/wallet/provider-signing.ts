/**
 * The signing and sending of provider-calls.ts, loaded through import() with Portico's first own
 * wallet call (a sign-in, a signature, a send), so the first load carries none of it.
 */
import {
  toRpcTransaction,
  type WalletTransactionRequest,
} from '../../connectors/rpc-transaction.js'
import { createSendOnce, type ChainRead } from '../../connectors/evm-send-once.js'
import { createRpcTransport } from '../../core/rpc-transport.js'
import type { SolanaSendRequest } from '../../controllers/send.js'
import type { NamespaceProviders, ProviderNamespace } from '../../core/namespace-provider.js'
import { isHex, stringToHex, type Hex } from '../../utils/evm.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import type { ChainNamespace } from '../../utils/caip.js'

/** What Portico's own wallet calls (provider-calls.ts) need. */
export interface ProviderCallsDeps {
  /** The active connector's own provider (not the app's, which may ask for approval first). */
  providers: {
    get: <N extends ProviderNamespace>(namespace: N) => NamespaceProviders[N] | undefined
    /** Hears every change that may bring a provider: the connections, a connector's provider. */
    watch: (listener: () => void) => () => void
  }
  activeNamespace: () => ChainNamespace
  /** Whether the namespace has a connection, whose provider may still be loading. */
  isConnected: (namespace: ChainNamespace) => boolean
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  /** How long a call waits for a connection's provider to arrive (its code loads on demand). */
  providerTimeoutMs?: number
}

const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000

/** What a call without a connected wallet to make it says. */
export const noWalletMessage = (call: string): string => `No connected wallet to ${call}`

/** The hex a signing or sending method answers; anything else is the wallet's error. */
function hexReply(method: string, reply: unknown): Hex {
  if (!isHex(reply) || reply === '0x')
    throw new Error(`${method}: the wallet answered no hex value`)
  return reply
}

export function providerSigning(deps: ProviderCallsDeps) {
  const timeoutMs = deps.providerTimeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS

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
      const stop = deps.providers.watch(() => {
        if (deps.providers.get(namespace)) finish()
      })
    })
  }

  /** The namespace's provider, or why there is none. */
  const walletOf = async <N extends ProviderNamespace>(
    namespace: N,
    call: string,
  ): Promise<NamespaceProviders[N]> => {
    const wallet = await providerOf(namespace)
    if (!wallet) throw new Error(noWalletMessage(call))
    return wallet
  }

  /** The Solana calls on the wallet; their code (with @solana/kit) loads with the first one. */
  const solanaCalls = async (wallet: NamespaceProviders['solana']) =>
    (await import('../../connectors/solana-wallet-calls.js')).solanaWalletCalls(
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
    if (namespace === 'solana') {
      const wallet = await walletOf('solana', 'sign a message')
      return (await solanaCalls(wallet)).signMessage(message, address)
    }
    if (namespace !== 'eip155') throw new Error(noWalletMessage('sign a message'))
    const provider = await walletOf('eip155', 'sign a message')
    const params = [stringToHex(message), address]
    return hexReply('personal_sign', await provider.request({ method: 'personal_sign', params }))
  }

  /** Reads on the network's own RPC, to find a send whose reply was lost (evm-send-once.ts). */
  const chainRead = (chainId: number): ChainRead | undefined => {
    const urls = deps.findNetwork(`eip155:${String(chainId)}`)?.rpcUrls.default.http
    if (!urls || urls.length === 0) return undefined
    const { request } = createRpcTransport(urls, { rank: false })({})
    return (method, params) => request({ method, params: [...params] })
  }
  const sendOnce = createSendOnce(chainRead)

  /**
   * eth_sendTransaction on the eip155 provider, for Send and Swap; the transaction hash. Never
   * submitted twice: a try whose reply was lost is found on the chain (evm-send-once.ts).
   */
  const sendTransaction = (request: WalletTransactionRequest): Promise<Hex> =>
    sendOnce(request, () => submitTransaction(request))

  const submitTransaction = async (request: WalletTransactionRequest): Promise<Hex> => {
    const provider = await walletOf('eip155', 'send a transaction')
    const params = [toRpcTransaction(request)]
    return hexReply(
      'eth_sendTransaction',
      await provider.request({ method: 'eth_sendTransaction', params }),
    )
  }

  /** A SOL or SPL transfer signed and sent by the solana wallet; its signature. */
  const sendSolanaTransfer = async (request: SolanaSendRequest): Promise<string> =>
    (await solanaCalls(await walletOf('solana', 'send a transfer'))).sendSolanaTransfer(request)

  return { signMessage, sendTransaction, sendSolanaTransfer }
}

export type ProviderSigning = ReturnType<typeof providerSigning>
