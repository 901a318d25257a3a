import type { SolanaAdapter, SolanaAdapterDeps } from '../connectors/solana-adapter.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts } from '../core/connect-request.js'
import { lazyController } from '../core/lazy-controller.js'

export const NO_SOLANA_ADAPTER_MESSAGE = 'No Solana network is configured'

/**
 * Starts the Solana adapter when the app configured a Solana network and runs in a page (Wallet
 * Standard wallets register with `window`). The adapter and its libraries come through `import()`,
 * so EVM-only pages never download them; calls made before it arrives wait for it.
 */
export function lazySolanaAdapter(
  deps: SolanaAdapterDeps & { inPage: boolean; warn: (message: string, error: unknown) => void },
) {
  const solanaNetworks: readonly CaipNetwork[] = deps.chains
  const lazy =
    deps.inPage && solanaNetworks.length > 0
      ? lazyController<SolanaAdapter>(() =>
          import('../connectors/solana-adapter.js').then(({ createSolanaAdapter }) =>
            createSolanaAdapter(deps),
          ),
        )
      : undefined
  // Started at once, so installed Solana wallets are seen; a failed load is tried again by the
  // next connect.
  lazy?.load().catch((error: unknown) => {
    deps.warn('The Solana adapter did not load', error)
  })

  const adapter = (): Promise<SolanaAdapter> =>
    lazy ? lazy.load() : Promise.reject(new Error(NO_SOLANA_ADAPTER_MESSAGE))

  return {
    connect: async (connectorId: string, silent: boolean): Promise<ConnectedAccounts> =>
      (await adapter()).connect(connectorId, silent),
    disconnect: async (connectorId: string): Promise<void> => {
      await (await adapter()).disconnect(connectorId)
    },
    stop: (): void => {
      void lazy?.whenLoaded((loaded) => {
        loaded.stop()
      })
    },
  }
}
