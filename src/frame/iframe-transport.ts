import { FRAME_ERRORS } from './frame-errors.js'
import type {
  FrameTransport,
  MessageEventListener,
  MessageListener,
  MessageWindow,
  PostMessageTarget,
} from './frame-transport.js'
import { buildFrameUrl, type FrameUrlParams } from './frame-url.js'

/** The parts of an HTMLIFrameElement the transport uses; a real one fits. */
export interface IframeElement {
  src: string
  readonly style: { display: string; width: string; height: string; border: string }
  readonly contentWindow: PostMessageTarget | null
  setAttribute: (name: string, value: string) => void
  addEventListener: (type: 'error', listener: () => void) => void
  remove: () => void
}

/**
 * The parts of a Document the transport uses; a real one fits as IframeDocument<HTMLIFrameElement>
 * (the element type is a parameter because the real appendChild takes only DOM nodes).
 */
export interface IframeDocument<Element extends IframeElement = IframeElement> {
  createElement: (tagName: 'iframe') => Element
  readonly body: { appendChild: (node: Element) => unknown }
}

export interface IframeTransportOptions<Element extends IframeElement = IframeElement> {
  document: IframeDocument<Element>
  window: MessageWindow
  /** The secure site's frame page; its origin is the only origin messages are taken from. */
  url: string
  params: FrameUrlParams
}

export interface IframeTransport<
  Element extends IframeElement = IframeElement,
> extends FrameTransport {
  readonly iframe: Element
  readonly frameOrigin: string
  /** Removes the iframe and its listeners; posting afterwards throws 'iframe is not set'. */
  destroy: () => void
}

/** Hidden three ways: not rendered, no size, and out of the accessibility tree and tab order. */
function hide(iframe: IframeElement): void {
  iframe.style.display = 'none'
  iframe.style.width = '0'
  iframe.style.height = '0'
  iframe.style.border = '0'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.setAttribute('tabindex', '-1')
}

/**
 * Creates the hidden secure iframe and the channel to it. The frame origin is derived from the
 * URL rather than passed separately, so the origin checked can never drift from the one loaded.
 */
export function createIframeTransport<Element extends IframeElement>(
  options: IframeTransportOptions<Element>,
): IframeTransport<Element> {
  const src = buildFrameUrl(options.url, options.params)
  const frameOrigin = new URL(src).origin
  const iframe = options.document.createElement('iframe')
  hide(iframe)
  iframe.src = src

  const windowListeners = new Set<MessageEventListener>()
  const loadErrorListeners = new Set<(error: Error) => void>()
  let loadError: Error | undefined
  let destroyed = false

  iframe.addEventListener('error', () => {
    loadError = new Error(FRAME_ERRORS.loadFailed)
    for (const listener of [...loadErrorListeners]) listener(loadError)
  })
  options.document.body.appendChild(iframe)

  const currentFrameWindow = (): PostMessageTarget | null =>
    destroyed ? null : iframe.contentWindow

  const post = (message: unknown): void => {
    const target = currentFrameWindow()
    if (target === null) throw new Error(FRAME_ERRORS.iframeNotSet)
    target.postMessage(message, frameOrigin)
  }

  const onMessage = (listener: MessageListener): (() => void) => {
    const handle: MessageEventListener = (event) => {
      const frameWindow = currentFrameWindow()
      if (!event.isTrusted || event.origin !== frameOrigin || frameWindow === null) return
      if (event.source !== frameWindow) return
      listener(event.data, event.origin)
    }
    windowListeners.add(handle)
    options.window.addEventListener('message', handle)
    return () => {
      windowListeners.delete(handle)
      options.window.removeEventListener('message', handle)
    }
  }

  const onLoadError = (listener: (error: Error) => void): (() => void) => {
    if (loadError !== undefined) listener(loadError)
    loadErrorListeners.add(listener)
    return () => loadErrorListeners.delete(listener)
  }

  const destroy = (): void => {
    destroyed = true
    for (const handle of windowListeners) options.window.removeEventListener('message', handle)
    windowListeners.clear()
    loadErrorListeners.clear()
    iframe.remove()
  }

  return { iframe, frameOrigin, post, onMessage, onLoadError, destroy }
}
