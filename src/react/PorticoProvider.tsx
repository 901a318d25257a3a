import type { ReactNode } from 'react'
import type { Portico } from '../create-portico.js'
import { PorticoContext } from './portico-context.js'

export interface PorticoProviderProps {
  /** An instance from createPortico; the provider neither creates nor destroys it. */
  portico: Portico
  children?: ReactNode
}

export function PorticoProvider({ portico, children }: PorticoProviderProps) {
  return <PorticoContext.Provider value={portico}>{children}</PorticoContext.Provider>
}
