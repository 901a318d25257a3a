import type { Locator } from 'playwright-core'

/** Each call's state in the Batch progress view (CallsStatus), in the batch's order. */
export const callStates = (view: Locator): Promise<(string | null)[]> =>
  view
    .locator('[data-call-state]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-call-state')))
