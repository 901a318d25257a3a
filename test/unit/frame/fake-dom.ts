import { vi } from 'vitest'
import type {
  MessageEventLike,
  MessageEventListener,
  MessageWindow,
  PostMessageTarget,
} from '../../../src/frame/frame-transport.js'
import type { IframeDocument, IframeElement } from '../../../src/frame/iframe-transport.js'

/** A window that records posts and lets a test dispatch message events to its listeners. */
export function createFakeWindow() {
  const listeners = new Set<MessageEventListener>()
  const window = {
    postMessage: vi.fn<PostMessageTarget['postMessage']>(),
    addEventListener: (_type: 'message', listener: MessageEventListener) => {
      listeners.add(listener)
    },
    removeEventListener: (_type: 'message', listener: MessageEventListener) => {
      listeners.delete(listener)
    },
    /** Dispatches as the browser would (trusted) unless the event says otherwise. */
    dispatch: (event: Omit<MessageEventLike, 'isTrusted'> & { isTrusted?: boolean }) => {
      for (const listener of [...listeners]) listener({ isTrusted: true, ...event })
    },
    listenerCount: () => listeners.size,
  }
  return window satisfies MessageWindow & PostMessageTarget
}

export type FakeWindow = ReturnType<typeof createFakeWindow>

/** A document whose createElement('iframe') gives one recording iframe with its own window. */
export function createFakeDocument() {
  const frameWindow = createFakeWindow()
  const attributes = new Map<string, string>()
  const errorListeners: (() => void)[] = []
  const appended: IframeElement[] = []
  let attached = false

  const iframe = {
    src: '',
    style: { display: '', width: '', height: '', border: '' },
    get contentWindow() {
      return attached ? frameWindow : null
    },
    setAttribute: (name: string, value: string) => {
      attributes.set(name, value)
    },
    addEventListener: (_type: 'error', listener: () => void) => {
      errorListeners.push(listener)
    },
    remove: () => {
      attached = false
    },
  } satisfies IframeElement

  const document: IframeDocument = {
    createElement: () => iframe,
    body: {
      appendChild: (node) => {
        appended.push(node)
        attached = true
        return node
      },
    },
  }

  return {
    document,
    iframe,
    frameWindow,
    attributes,
    appended,
    failLoad: () => {
      for (const listener of errorListeners) listener()
    },
  }
}
