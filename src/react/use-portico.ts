import { useContext } from 'react'
import type { Portico } from '../instance/public-portico.js'
import { PorticoContext, type PorticoContextValue } from './portico-context.js'

export const NO_PROVIDER_MESSAGE = 'usePortico must be used inside a <PorticoProvider>'

/** The nearest provider's context; throws outside a PorticoProvider. */
export function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext)
  if (!value) throw new Error(NO_PROVIDER_MESSAGE)
  return value
}

/** The instance of the nearest PorticoProvider. */
export function usePortico(): Portico {
  return usePorticoContext().portico
}
