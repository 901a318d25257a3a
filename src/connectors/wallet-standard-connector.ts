import type { CaipNetwork } from '../core/caip-network.js'
import { createEmitter } from '../core/emitter.js'
import { lazyController } from '../core/lazy-controller.js'
import { createProviderShelf } from './provider-shelf.js'
import type { SolanaAdapter, SolanaAdapterDeps } from './solana-adapter.js'
import type { ConnectorEvent, ConnectorKind } from './wallet-connector.js'
import { WALLET_STANDARD_ID_PREFIX } from './wallet-standard-id.js'

export const NO_SOLANA_ADAPTER_MESSAGE = 'No Solana network is configured'

export interface WalletStandardConnectorDeps extends Omit<
  SolanaAdapterDeps,
  'onAccountsChanged' | 'providers'
> {
  /** Runs in a page: Wallet Standard wallets register with `window`. */
  inPage: boolean
  warn: (message: string, error: unknown) => void
}

/**
 * Solana wallets of the Wallet Standard as a connector kind, for the connectors listed on solana.
 * The adapter (the registry, @solana/kit) starts only when the app configured a Solana network and
 * runs in a page, and comes through `import()`, so EVM-only pages never download it; calls made
 * before it arrives wait for it.
 */
export function walletStandardConnectors(deps: WalletStandardConnectorDeps): ConnectorKind {
  const events = createEmitter<ConnectorEvent>()
  const shelf = createProviderShelf(events.emit)
  const solanaNetworks: readonly CaipNetwork[] = deps.chains
  const lazy =
    deps.inPage && solanaNetworks.length > 0
      ? lazyController<SolanaAdapter>(() =>
          import('./solana-adapter.js').then(({ createSolanaAdapter }) =>
            createSolanaAdapter({
              ...deps,
              providers: shelf.source('solana'),
              onAccountsChanged: (connectorId, accounts) => {
                events.emit({ type: 'accountsChanged', connectorId, namespace: 'solana', accounts })
              },
            }),
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
    // A wallet that unregistered is still this kind's to disconnect.
    connectorOf: (connectorId) =>
      connectorId.startsWith(WALLET_STANDARD_ID_PREFIX) ||
      deps.getConnector(connectorId)?.chain === 'solana'
        ? {
            connect: async (options) =>
              (await adapter()).connect(
                connectorId,
                options.method === 'external' && options.silent === true,
              ),
            disconnect: async () => {
              await (await adapter()).disconnect(connectorId)
            },
            getProvider: (namespace) => shelf.get(namespace, connectorId),
            // A Wallet Standard wallet has no network switch: the network is the caller's choice.
            switchNetwork: () => Promise.resolve(),
          }
        : undefined,
    on: events.on,
    stop: () => {
      events.clear()
      void lazy?.whenLoaded((loaded) => {
        loaded.stop()
      })
    },
  }
}
