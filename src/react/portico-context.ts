import { createContext } from 'react'
import type { Portico } from '../create-portico.js'

/** The instance the provider hands down; undefined outside a PorticoProvider. */
export const PorticoContext = createContext<Portico | undefined>(undefined)
