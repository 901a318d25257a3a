import type { AppEvent } from '../../generated/frame-messages/types.js'

/** Receives a message that passed the transport's origin and source checks, still unvalidated. */
export type MessageListener = (data: unknown, origin: string) => void

/** One side of the postMessage channel between the page and the secure frame. */
export interface EventChannel<Outgoing> {
  post: (message: Outgoing) => void
  /** Returns the unsubscribe function. */
  onMessage: (listener: MessageListener) => () => void
}

/**
 * The page's side. The protocol (secure-frame.ts) only sees this, so it runs the same over a real
 * iframe in a browser and over an in-memory pair in unit tests.
 */
export interface FrameTransport extends EventChannel<AppEvent> {
  /** Calls the listener once if the frame fails to load; returns the unsubscribe function. */
  onLoadError: (listener: (error: Error) => void) => () => void
}

/** Anything that can be posted to: a window, or a frame's content window. */
export interface PostMessageTarget {
  postMessage: (message: unknown, targetOrigin: string) => void
}

/** The parts of a MessageEvent the transports read. */
export interface MessageEventLike {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
  /**
   * False for an event a script made and dispatched itself (`new MessageEvent(...)`): it can claim
   * any origin and source, so only the browser's own (true) are taken.
   */
  readonly isTrusted: boolean
}

export type MessageEventListener = (event: MessageEventLike) => void

/** The parts of a window the transports use to hear messages. */
export interface MessageWindow {
  addEventListener: (type: 'message', listener: MessageEventListener) => void
  removeEventListener: (type: 'message', listener: MessageEventListener) => void
}
