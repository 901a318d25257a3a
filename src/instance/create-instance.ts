import { createPortico as createInternals, type CreatePorticoOptions } from '../create-portico.js'
import { publicInstance } from './public-instance.js'
import type { Portico } from './public-portico.js'

/**
 * Builds one Portico instance. Every controller, store, timer and listener belongs to the
 * instance, so two instances on one page share nothing but what they were handed (a storage
 * backend, a window). What the app gets is the public surface (`Portico`); the modal, the hooks
 * and the headless functions reach the controllers behind it.
 */
export function createPortico(options: CreatePorticoOptions): Portico {
  return publicInstance(createInternals(options))
}
