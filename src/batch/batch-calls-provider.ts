import type { Eip1193Provider } from '../connectors/injected.js'
import { lazyController } from '../core/lazy-controller.js'
import type { NamespaceProviders, ProviderNamespace } from '../core/namespace-provider.js'
import type { BatchCallsDeps } from './batch-calls.js'

/** EIP-5792's four methods. */
const BATCH_METHOD = /^wallet_(getCapabilities|sendCalls|getCallsStatus|showCallsStatus)$/

type GetProvider = <N extends ProviderNamespace>(namespace: N) => NamespaceProviders[N] | undefined

/**
 * `getProvider` whose eip155 provider answers EIP-5792's four methods for every wallet
 * (batch-calls.ts): the batch code arrives through import() on the first of them, so a page that
 * never sends a batch never loads it. Each wallet keeps one wrapper, so the app sees one provider
 * per connection as before; every other method and event goes to the wallet untouched.
 */
export function withBatchCalls(getProvider: GetProvider, deps: Omit<BatchCallsDeps, 'wallet'>) {
  const batch = lazyController(async () =>
    (await import('./batch-calls.js')).createBatchCalls({
      ...deps,
      wallet: () => getProvider('eip155'),
    }),
  )
  const wrapped = new WeakMap<Eip1193Provider, Eip1193Provider>()
  const wrap = (wallet: Eip1193Provider): Eip1193Provider => {
    const kept = wrapped.get(wallet)
    if (kept) return kept
    const { on, removeListener } = wallet
    const provider: Eip1193Provider = {
      request: (args) =>
        BATCH_METHOD.test(args.method)
          ? batch.load().then((part) => part.request(wallet, args))
          : wallet.request(args),
      ...(on && { on: on.bind(wallet) }),
      ...(removeListener && { removeListener: removeListener.bind(wallet) }),
    }
    wrapped.set(wallet, provider)
    return provider
  }
  const wrappers: {
    [N in ProviderNamespace]: (provider: NamespaceProviders[N]) => NamespaceProviders[N]
  } = { eip155: wrap, solana: (wallet) => wallet }
  return {
    getProvider: <N extends ProviderNamespace>(namespace: N): NamespaceProviders[N] | undefined => {
      const provider = getProvider(namespace)
      const wrapOf: (provider: NamespaceProviders[N]) => NamespaceProviders[N] = wrappers[namespace]
      return provider && wrapOf(provider)
    },
    /** The batch part once a batch request loaded it, for the progress view. */
    batch,
    destroy: async (): Promise<void> => {
      await batch.whenLoaded((part) => {
        part.dispose()
      })
    },
  }
}
