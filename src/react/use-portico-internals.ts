import type { PorticoInternals } from '../create-portico.js'
import { usePorticoContext } from './use-portico.js'

/** The controllers behind the nearest provider's instance: for Portico's own hooks and modal. */
export function usePorticoInternals(): PorticoInternals {
  return usePorticoContext().internals
}
