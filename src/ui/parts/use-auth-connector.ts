import type { LazyAuthConnector } from '../../wiring/auth/auth-wiring.js'
import { usePortico } from '../../react/use-portico.js'

export const NO_SECURE_SITE = 'Email login needs a secure site'

/**
 * The auth connector for a view that only an email login reaches; a call without one fails with
 * a clear message instead of doing nothing.
 */
export function useAuthConnector(): () => LazyAuthConnector {
  const { auth } = usePortico()
  return () => {
    if (!auth) throw new Error(NO_SECURE_SITE)
    return auth
  }
}
