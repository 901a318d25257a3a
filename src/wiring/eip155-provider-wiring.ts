import { CONNECTOR_IDS } from '../core/connector.js'
import type { Eip155ProviderDeps } from './eip155-provider-start.js'

const MADE_BY_PORTICO: readonly string[] = [CONNECTOR_IDS.auth, CONNECTOR_IDS.walletConnect]

/**
 * Starts Portico's own eip155 providers (eip155-provider-start.ts) once a connection needs one:
 * their code arrives through `import()`, so a page whose visitors connect only injected wallets
 * (or none) never loads it. `loaded()` resolves once that code is running or has failed to load
 * (at once while no connection has needed it), so a caller knows a provider is there or is not
 * coming.
 */
export function eip155ProviderWiring(deps: Eip155ProviderDeps): {
  stop: () => void
  loaded: () => Promise<void>
} {
  let stopped = false
  let stopStarted: (() => void) | undefined
  let loading: Promise<void> = Promise.resolve()
  const needed = (): boolean =>
    deps.connections
      .getConnections('eip155')
      .some((connection) => MADE_BY_PORTICO.includes(connection.connectorId))
  const check = (): void => {
    if (!needed()) return
    stopWatching()
    loading = import('./eip155-provider-start.js')
      .then(({ startEip155Providers }) => {
        if (!stopped) stopStarted = startEip155Providers(deps)
      })
      .catch((error: unknown) => {
        deps.warn('The wallet provider did not load', error)
      })
  }
  const stopWatching = deps.connections.store.subscribe(check)
  return {
    stop: () => {
      stopped = true
      stopWatching()
      stopStarted?.()
    },
    loaded: () => loading,
  }
}
