import type { DynamicInit } from '../../../src/clients/create-api-client.js'

/**
 * A call of the same API fired just before an example's own, for a request the devnet answers as
 * labelled only with fresh state beside it (a swap is built only from a quote under 30 s old).
 */
export interface PrepareStep {
  operationId: string
  /** Shown beside the example: what is fetched first, and why. */
  note: string
  /** The step's arguments, from those the form is about to send (edits included). */
  requestFor: (init: DynamicInit) => DynamicInit
}
