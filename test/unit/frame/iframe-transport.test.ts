import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_READY_PAUSE_MS } from '../../../src/core/constants.js'
import { createIframeTransport } from '../../../src/frame/iframe-transport.js'
import { createSecureFrame } from '../../../src/frame/secure-frame.js'
import { createFakeDocument, createFakeWindow } from './fake-dom.js'
import { messageOf, track } from './track-promise.js'

const FRAME_URL = 'http://127.0.0.1:4510/frame'
const FRAME_ORIGIN = 'http://127.0.0.1:4510'
const params = {
  projectId: 'devnet-project',
  chainId: 1,
  version: '0.1.0',
  enableLogger: true,
  rpcUrl: 'http://127.0.0.1:8545/',
}
const appEvent = { type: '@w3m-app/RELOAD', id: '9f86d081884c7d659a2feaa0c55ad015' } as const

function setup() {
  const dom = createFakeDocument()
  const pageWindow = createFakeWindow()
  const transport = createIframeTransport({
    document: dom.document,
    window: pageWindow,
    url: FRAME_URL,
    params,
  })
  const received: unknown[] = []
  const unsubscribe = transport.onMessage((data) => received.push(data))
  return { ...dom, pageWindow, transport, received, unsubscribe }
}

describe('iframe transport', () => {
  it('[STATE-15] creates the iframe hidden: not displayed, no size, hidden from assistive tech', () => {
    const { iframe, attributes, appended } = setup()
    expect(appended).toEqual([iframe])
    expect(iframe.style).toEqual({ display: 'none', width: '0', height: '0', border: '0' })
    expect(Object.fromEntries(attributes)).toEqual({ 'aria-hidden': 'true', tabindex: '-1' })
  })

  it('[CALL-27] loads the frame URL over HTTP with projectId, chainId, version, enableLogger and rpcUrl', () => {
    const { iframe, transport } = setup()
    const src = new URL(iframe.src)
    expect(src.protocol).toBe('http:')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'devnet-project',
      chainId: '1',
      version: '0.1.0',
      enableLogger: 'true',
      rpcUrl: 'http://127.0.0.1:8545/',
    })
    expect(transport.frameOrigin).toBe(FRAME_ORIGIN)
  })

  it("[CALL-01] posts to the iframe's window with the frame origin as target, never '*'", () => {
    const { transport, frameWindow } = setup()
    transport.post(appEvent)
    expect(frameWindow.postMessage).toHaveBeenCalledExactlyOnceWith(appEvent, FRAME_ORIGIN)
  })

  it("accepts a message only from the frame's origin and the iframe's own window, dispatched by the browser", () => {
    const { pageWindow, frameWindow, received } = setup()
    const otherWindow = createFakeWindow()
    pageWindow.dispatch({ data: 'from frame', origin: FRAME_ORIGIN, source: frameWindow })
    pageWindow.dispatch({ data: 'wrong origin', origin: 'http://evil.test', source: frameWindow })
    pageWindow.dispatch({ data: 'wrong window', origin: FRAME_ORIGIN, source: otherWindow })
    pageWindow.dispatch({ data: 'no window', origin: FRAME_ORIGIN, source: null })
    pageWindow.dispatch({
      data: 'synthetic',
      origin: FRAME_ORIGIN,
      source: frameWindow,
      isTrusted: false,
    })
    expect(received).toEqual(['from frame'])
  })

  it('stops delivering to a listener once it unsubscribes', () => {
    const { pageWindow, frameWindow, received, unsubscribe } = setup()
    unsubscribe()
    pageWindow.dispatch({ data: 'late', origin: FRAME_ORIGIN, source: frameWindow })
    expect(received).toEqual([])
    expect(pageWindow.listenerCount()).toBe(0)
  })

  it('[ERR-01] reports an iframe load error as Unable to load email login dependency', () => {
    const { transport, failLoad } = setup()
    const early = vi.fn<(error: Error) => void>()
    transport.onLoadError(early)
    failLoad()
    const late = vi.fn<(error: Error) => void>()
    transport.onLoadError(late)
    expect(early.mock.calls[0]?.[0].message).toBe('Unable to load email login dependency')
    expect(late.mock.calls[0]?.[0].message).toBe('Unable to load email login dependency')
  })

  it('[ERR-08] throws W3mFrame: iframe is not set when posting after the iframe is gone', () => {
    const { transport, iframe, pageWindow, frameWindow, received } = setup()
    transport.destroy()
    expect(iframe.contentWindow).toBeNull()
    expect(() => {
      transport.post(appEvent)
    }).toThrow('W3mFrame: iframe is not set')
    pageWindow.dispatch({ data: 'after destroy', origin: FRAME_ORIGIN, source: frameWindow })
    expect(received).toEqual([])
    expect(pageWindow.listenerCount()).toBe(0)
  })
})

describe('secure frame over the iframe transport', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[ERR-01] fails a waiting request with Unable to load email login dependency', async () => {
    const { transport, failLoad } = setup()
    const frame = createSecureFrame({ transport, onReady: () => Promise.resolve() })
    const chain = track(frame.request('APP_GET_CHAIN_ID'))
    failLoad()
    await vi.advanceTimersByTimeAsync(0)
    expect(messageOf(chain.error)).toBe('Unable to load email login dependency')
  })

  it('[STATE-23] completes a round trip through the window messages', async () => {
    const { transport, pageWindow, frameWindow } = setup()
    const frame = createSecureFrame({ transport, onReady: () => Promise.resolve() })
    const fromFrame = (data: unknown) => {
      pageWindow.dispatch({ data, origin: FRAME_ORIGIN, source: frameWindow })
    }
    fromFrame({ type: '@w3m-frame/READY', payload: { version: '1.0.0' } })
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    const chain = track(frame.request('APP_GET_CHAIN_ID'))
    const [sent, target] = frameWindow.postMessage.mock.calls[0] ?? []
    expect(target).toBe(FRAME_ORIGIN)
    expect(sent).toMatchObject({ type: '@w3m-app/GET_CHAIN_ID' })
    const id = typeof sent === 'object' && sent !== null && 'id' in sent ? sent.id : undefined
    fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 137 } })
    await vi.advanceTimersByTimeAsync(0)
    expect(chain.value).toEqual({ chainId: 137 })
  })
})
