/**
 * Portico's own wallet calls (Send, Swap, names, SIWX, `portico.signMessage`) made through the
 * provider of the namespace's active connector: the EIP-1193 provider on eip155, the Wallet
 * Standard wallet on solana. The modal and the app thus reach every kind of wallet (injected,
 * WalletConnect, the embedded one) one way; the approval an app's request to the embedded wallet
 * gets sits on the app's side (approved-provider.ts), so Portico's own calls never meet it. The
 * calls themselves (provider-signing.ts) load with the first of them.
 */
import type { WalletTransactionRequest } from '../../connectors/rpc-transaction.js'
import type { SolanaSendRequest } from '../../controllers/send.js'
import { lazyController } from '../../core/lazy-controller.js'
import type { Hex } from '../../utils/evm.js'
import type { ProviderCallsDeps, ProviderSigning } from './provider-signing.js'

export type { ProviderCallsDeps } from './provider-signing.js'

export function providerCalls(deps: ProviderCallsDeps) {
  // A failed load (the page lost its connection) is tried again by the next call.
  const { load: signing } = lazyController<ProviderSigning>(() =>
    import('./provider-signing.js').then(({ providerSigning }) => providerSigning(deps)),
  )

  return {
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
        (namespace === 'eip155' || namespace === 'solana') &&
        (deps.providers.get(namespace) !== undefined || deps.isConnected(namespace))
      )
    },
  }
}

export type ProviderCalls = ReturnType<typeof providerCalls>
