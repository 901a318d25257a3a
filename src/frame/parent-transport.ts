import type { FrameEvent } from '../../generated/frame-messages/types.js'
import { FRAME_ERRORS } from './frame-errors.js'
import type {
  EventChannel,
  MessageEventListener,
  MessageListener,
  MessageWindow,
  PostMessageTarget,
} from './frame-transport.js'

/** The frame's own window: it hears messages and knows its parent; a real window fits. */
export interface EmbeddedWindow extends MessageWindow, PostMessageTarget {
  readonly parent: PostMessageTarget | null
}

export interface ParentTransportOptions {
  window: EmbeddedWindow
  /** The embedding page's origin; messages go only to it and are taken only from it. */
  parentOrigin: string
}

/**
 * The frame side's channel to the page, for the secure site. A top-level window is its own
 * parent, so posting from a page that is not embedded throws 'parent is not set'.
 */
export function createParentTransport(options: ParentTransportOptions): EventChannel<FrameEvent> {
  const { window, parentOrigin } = options

  const parentWindow = (): PostMessageTarget | null =>
    window.parent === null || window.parent === window ? null : window.parent

  const post = (message: FrameEvent): void => {
    const parent = parentWindow()
    if (parent === null) throw new Error(FRAME_ERRORS.parentNotSet)
    parent.postMessage(message, parentOrigin)
  }

  const onMessage = (listener: MessageListener): (() => void) => {
    const handle: MessageEventListener = (event) => {
      const parent = parentWindow()
      if (!event.isTrusted || parent === null) return
      if (event.origin !== parentOrigin || event.source !== parent) return
      listener(event.data, event.origin)
    }
    window.addEventListener('message', handle)
    return () => {
      window.removeEventListener('message', handle)
    }
  }

  return { post, onMessage }
}
