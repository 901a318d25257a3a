import { describe, expect, it } from 'vitest'
import type { PostMessageTarget } from '../../../src/frame/frame-transport.js'
import { createParentTransport } from '../../../src/frame/parent-transport.js'
import { createFakeWindow, type FakeWindow } from './fake-dom.js'

const PARENT_ORIGIN = 'http://127.0.0.1:5173'
const ready = { type: '@w3m-frame/READY', payload: { version: '1.0.0' } } as const

/** A frame window whose parent is `parent`; a top-level window is its own parent. */
function embeddedIn(parent: FakeWindow | 'itself' | null) {
  const window: FakeWindow & { parent: PostMessageTarget | null } = {
    ...createFakeWindow(),
    parent: null,
  }
  window.parent = parent === 'itself' ? window : parent
  return { window, dispatch: window.dispatch }
}

describe('parent transport (frame side)', () => {
  it("posts to the parent window with the parent's origin as target", () => {
    const parent = createFakeWindow()
    const transport = createParentTransport({
      window: embeddedIn(parent).window,
      parentOrigin: PARENT_ORIGIN,
    })
    transport.post(ready)
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(ready, PARENT_ORIGIN)
  })

  it.each(['itself', null] as const)(
    '[ERR-09] throws W3mFrame: parent is not set when the parent is %s',
    (parent) => {
      const transport = createParentTransport({
        window: embeddedIn(parent).window,
        parentOrigin: PARENT_ORIGIN,
      })
      expect(() => {
        transport.post(ready)
      }).toThrow('W3mFrame: parent is not set')
    },
  )

  it("accepts messages only from the parent window at the parent's origin, dispatched by the browser", () => {
    const parent = createFakeWindow()
    const { window, dispatch } = embeddedIn(parent)
    const received: unknown[] = []
    const unsubscribe = createParentTransport({ window, parentOrigin: PARENT_ORIGIN }).onMessage(
      (data) => received.push(data),
    )
    dispatch({ data: 'from parent', origin: PARENT_ORIGIN, source: parent })
    dispatch({ data: 'wrong origin', origin: 'http://evil.test', source: parent })
    dispatch({ data: 'wrong window', origin: PARENT_ORIGIN, source: createFakeWindow() })
    dispatch({ data: 'synthetic', origin: PARENT_ORIGIN, source: parent, isTrusted: false })
    unsubscribe()
    dispatch({ data: 'after unsubscribe', origin: PARENT_ORIGIN, source: parent })
    expect(received).toEqual(['from parent'])
  })
})
