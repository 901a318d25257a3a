import type { ChainNamespace } from '../utils/caip.js'
import { usePortico } from './use-portico.js'

/**
 * Disconnects: `disconnect(namespace)` ends that namespace's active connection, `disconnect()`
 * every namespace's (`portico.disconnect`). Named so that it sits beside wagmi's `useDisconnect`.
 */
export function usePorticoDisconnect(): {
  disconnect: (namespace?: ChainNamespace) => Promise<void>
} {
  return { disconnect: usePortico().disconnect }
}
