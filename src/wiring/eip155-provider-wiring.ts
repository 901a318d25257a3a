import { CONNECTOR_IDS } from '../core/connector.js'
import type { Eip155ProviderDeps } from './eip155-provider-start.js'

const MADE_BY_PORTICO: readonly string[] = [CONNECTOR_IDS.auth, CONNECTOR_IDS.walletConnect]

/**
 * Starts Portico's own eip155 providers (eip155-provider-start.ts) once a connection needs one:
 * their code arrives through `import()`, so a page whose visitors connect only injected wallets
 * (or none) never loads it.
 */
export function eip155ProviderWiring(deps: Eip155ProviderDeps): () => void {
  let stopped = false
  let stopStarted: (() => void) | undefined
  const needed = (): boolean =>
    deps.connections
      .getConnections('eip155')
      .some((connection) => MADE_BY_PORTICO.includes(connection.connectorId))
  const check = (): void => {
    if (!needed()) return
    stopWatching()
    import('./eip155-provider-start.js')
      .then(({ startEip155Providers }) => {
        if (!stopped) stopStarted = startEip155Providers(deps)
      })
      .catch((error: unknown) => {
        deps.warn('The wallet provider did not load', error)
      })
  }
  const stopWatching = deps.connections.store.subscribe(check)
  return () => {
    stopped = true
    stopWatching()
    stopStarted?.()
  }
}
