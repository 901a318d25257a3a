import { useContext } from 'react'
import type { Portico } from '../create-portico.js'
import { PorticoContext } from './portico-context.js'

export const NO_PROVIDER_MESSAGE = 'usePortico must be used inside a <PorticoProvider>'

/** The instance of the nearest PorticoProvider. */
export function usePortico(): Portico {
  const portico = useContext(PorticoContext)
  if (!portico) throw new Error(NO_PROVIDER_MESSAGE)
  return portico
}
