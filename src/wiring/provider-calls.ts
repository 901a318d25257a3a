/**
 * Portico's own wallet calls (Send, Swap, names, SIWX, `portico.signMessage`) made through the
 * provider `portico.getProvider` hands the app for the namespace: the EIP-1193 provider on eip155,
 * the Wallet Standard wallet on solana. The modal and the app thus reach every kind of wallet
 * (injected, WalletConnect, the embedded one) one way. The calls themselves (provider-signing.ts)
 * load with the first of them.
 */
import type { WalletTransactionRequest } from '../connectors/rpc-transaction.js'
import type { SolanaSendRequest } from '../controllers/send.js'
import { lazyController } from '../core/lazy-controller.js'
import type { Hex } from '../utils/evm.js'
import type { ProviderCallsDeps, ProviderSigning } from './provider-signing.js'

export type { ProviderCallsDeps } from './provider-signing.js'

export function providerCalls(deps: ProviderCallsDeps) {
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
  // A failed load (the page lost its connection) is tried again by the next call.
  const { load: signing } = lazyController<ProviderSigning>(() =>
    import('./provider-signing.js').then(({ providerSigning }) =>
      providerSigning({ ...deps, own }),
    ),
  )

  return {
    own,
    signMessage: async (message: string, address: string): Promise<string> =>
      (await signing()).signMessage(message, address),
    sendTransaction: async (request: WalletTransactionRequest): Promise<Hex> =>
      (await signing()).sendTransaction(request),
    sendSolanaTransfer: async (request: SolanaSendRequest): Promise<string> =>
      (await signing()).sendSolanaTransfer(request),
    /** Whether the active namespace has a wallet to sign with (a provider, maybe still loading). */
    canSign: (): boolean => {
      const namespace = deps.activeNamespace()
      return (
        ((namespace === 'eip155' || namespace === 'solana') &&
          (deps.providers.get(namespace) !== undefined || deps.isConnected(namespace))) ||
        deps.walletActions.get('signMessage') !== undefined
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
