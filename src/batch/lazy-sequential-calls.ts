import { lazyController, type LazyController } from '../core/lazy-controller.js'
import type { SequentialCalls, SequentialCallsOptions } from './sequential-calls.js'

/**
 * The one-by-one batch sender, loaded through import() on the first batch a wallet without
 * EIP-5792 is asked for, out of every host's first load.
 */
export function lazySequentialCalls(
  options: SequentialCallsOptions,
): LazyController<SequentialCalls> {
  return lazyController(async () => {
    const { createSequentialCalls } = await import('./sequential-calls.js')
    return createSequentialCalls(options)
  })
}
