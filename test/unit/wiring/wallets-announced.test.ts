import { describe, expect, it } from 'vitest'
import { walletsAnnounced } from '../../../src/wiring/wallets-announced.js'

/** A page whose `load` the test fires; `readyState` as the document would say it. */
function page(readyState: string | undefined) {
  const listeners: (() => void)[] = []
  return {
    window: { addEventListener: (_type: 'load', listener: () => void) => listeners.push(listener) },
    document: { readyState },
    load: () => {
      for (const listener of listeners) listener()
    },
  }
}

/** Whether the promise has resolved once the tasks queued so far have run. */
async function resolvedSoon(promise: Promise<void>): Promise<boolean> {
  let resolved = false
  void promise.then(() => {
    resolved = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return resolved
}

describe('walletsAnnounced', () => {
  it('resolves at once without a page, on a loaded page, and when the document does not say', async () => {
    expect(await resolvedSoon(walletsAnnounced())).toBe(true)
    expect(await resolvedSoon(walletsAnnounced(page('complete')))).toBe(true)
    expect(await resolvedSoon(walletsAnnounced(page(undefined)))).toBe(true)
  })

  it('on a page still loading, resolves in the task after its load event, not before', async () => {
    const loading = page('interactive')
    const announced = walletsAnnounced(loading)
    expect(await resolvedSoon(announced)).toBe(false)
    loading.load()
    expect(await resolvedSoon(announced)).toBe(true)
  })
})
