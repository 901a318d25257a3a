import { lazyController } from '../core/lazy-controller.js'
import type { AuthSession, AuthSessionDeps } from './auth-session.js'

/**
 * The auth connector's connection handlers, whose code (the secure frame's wallet actions, the
 * login's namespaces) arrives through import() at the first login step: an email, social or
 * Farcaster login, a stored login's restore after a reload or from another tab, or its sign-out.
 * `connections` is read then, so the handlers can be made before the connections they feed.
 */
export function lazyAuthSession(
  deps: Omit<AuthSessionDeps, 'connections'> & {
    connections: () => AuthSessionDeps['connections']
  },
) {
  // A failed download is tried again at the next step.
  const session = lazyController<AuthSession>(() =>
    import('./auth-session.js').then(({ authSession }) =>
      authSession({ ...deps, connections: deps.connections() }),
    ),
  )
  const { load } = session
  return {
    connectEmail: async () => (await load()).connectEmail(),
    restoreSession: async (socialProvider: string | undefined) =>
      (await load()).restoreSession(socialProvider),
    connectSocial: async (provider: string) => (await load()).connectSocial(provider),
    disconnect: async () => {
      await (await load()).disconnect()
    },
    /** Stops following sign-outs; never loads the session only to stop it. */
    stop: () => {
      void session.whenLoaded((loaded) => {
        loaded.stop()
      })
    },
  }
}
