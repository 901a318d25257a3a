import type { Page } from 'playwright-core'

/** Where the keyboard leaves the visual viewport: its height and how far it is scrolled down. */
export interface VisualKeyboard {
  height: number
  offsetTop: number
}

declare global {
  interface Window {
    /** Raises (a size) or lowers (null) the stand-in visual viewport's keyboard. */
    porticoVisualKeyboard?: (keyboard: VisualKeyboard | null) => void
  }
}

/**
 * The on-screen keyboard of iOS Safari and of Chrome with `interactive-widget=resizes-visual`:
 * the layout viewport keeps its height while `window.visualViewport` shrinks and scrolls.
 * Headless Chromium cannot make it: under device emulation Blink gives the visual viewport the
 * widget's own size (ScreenMetricsEmulator::Apply passes the widget size as both), and CDP's
 * Emulation.setVisibleSize, setDeviceMetricsOverride's dontSetVisibleSize and
 * Browser.setWindowBounds all resize both viewports at once; the one thing that moves the visual
 * viewport alone there is a pinch zoom, which is a zoom (scale > 1), not a keyboard. So, before
 * the page's scripts run, `window.visualViewport` becomes one that reports the real viewport
 * until a keyboard is raised, then the keyboard's, and fires `resize` and `scroll` as Chromium
 * does for its own; layout, touch, focus and drawing stay Chromium's.
 */
export function installVisualKeyboard(): void {
  const real = window.visualViewport
  if (!real) return
  let keyboard: { height: number; offsetTop: number } | null = null
  class KeyboardViewport extends EventTarget {
    onresize = null
    onscroll = null
    onscrollend = null
    get width() {
      return real?.width ?? window.innerWidth
    }
    get height() {
      return keyboard ? keyboard.height : (real?.height ?? window.innerHeight)
    }
    get offsetLeft() {
      return real?.offsetLeft ?? 0
    }
    get offsetTop() {
      return keyboard ? keyboard.offsetTop : (real?.offsetTop ?? 0)
    }
    get pageLeft() {
      return window.scrollX + this.offsetLeft
    }
    get pageTop() {
      return window.scrollY + this.offsetTop
    }
    get scale() {
      return real?.scale ?? 1
    }
  }
  const viewport = new KeyboardViewport()
  Object.defineProperty(window, 'visualViewport', { configurable: true, get: () => viewport })
  window.porticoVisualKeyboard = (next) => {
    const resized = (next?.height ?? null) !== (keyboard?.height ?? null)
    const scrolled = (next?.offsetTop ?? 0) !== (keyboard?.offsetTop ?? 0)
    keyboard = next
    if (resized) viewport.dispatchEvent(new Event('resize'))
    if (scrolled) viewport.dispatchEvent(new Event('scroll'))
  }
}

/**
 * Raises or lowers the keyboard and, in the same task as the viewport's events (before Chromium
 * can draw a frame), reads where the sheet's bottom edge is.
 */
export const setVisualKeyboard = (page: Page, keyboard: VisualKeyboard | null) =>
  page.evaluate((next) => {
    window.porticoVisualKeyboard?.(next)
    const sheet = document.querySelector('portico-modal')?.shadowRoot?.querySelector('dialog')
    return sheet?.getBoundingClientRect().bottom ?? Number.NaN
  }, keyboard)
