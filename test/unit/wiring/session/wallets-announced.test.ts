import { describe, expect, it } from 'vitest'
import { walletsAnnounced } from '../../../../src/wiring/session/wallets-announced.js'

/** A page's window whose `load` the test fires. */
function pageWindow() {
  const listeners: (() => void)[] = []
  return {
    addEventListener: (_type: 'load', listener: () => void) => listeners.push(listener),
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
    expect(await resolvedSoon(walletsAnnounced(pageWindow(), { readyState: 'complete' }))).toBe(
      true,
    )
    expect(await resolvedSoon(walletsAnnounced(pageWindow(), {}))).toBe(true)
    expect(await resolvedSoon(walletsAnnounced(pageWindow()))).toBe(true)
  })

  it('on a page still loading, resolves in the task after its load event, not before', async () => {
    const window = pageWindow()
    const announced = walletsAnnounced(window, { readyState: 'interactive' })
    expect(await resolvedSoon(announced)).toBe(false)
    window.load()
    expect(await resolvedSoon(announced)).toBe(true)
  })
})
