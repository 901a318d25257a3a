import { inject } from 'vitest'
import { createFaultsHandle, type FaultsHandle } from '../../devnet/faults/faults-handle.js'

/** `devnet.faults` for the browser suite: the shared devnet's fault switches, through its tools. */
export function devnetFaults(): FaultsHandle {
  const toolsUrl = inject('endpoints').devnetTools
  if (!toolsUrl) throw new Error('The e2e devnet lists no devnet tools URL')
  return createFaultsHandle(toolsUrl)
}
