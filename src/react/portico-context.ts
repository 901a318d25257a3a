import { createContext } from 'react'
import type { PorticoInternals } from '../create-portico.js'
import type { Portico } from '../instance/public-portico.js'

/** What the provider hands down: the app's instance and, once looked up, its internals. */
export interface PorticoContextValue {
  portico: Portico
  internals: PorticoInternals
}

/** The nearest provider's instance; undefined outside a PorticoProvider. */
export const PorticoContext = createContext<PorticoContextValue | undefined>(undefined)
