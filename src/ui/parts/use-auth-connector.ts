import type { LazyAuthConnector } from '../../wiring/auth/auth-wiring.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'

export const NO_SECURE_SITE = 'Email login needs a secure site'

/**
 * The auth connector for a view that only an email login reaches; a call without one fails with
 * a clear message instead of doing nothing.
 */
export function useAuthConnector(): () => LazyAuthConnector {
  const { auth } = usePorticoInternals()
  return () => {
    if (!auth) throw new Error(NO_SECURE_SITE)
    return auth
  }
}
