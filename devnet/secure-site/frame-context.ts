import { FRAME_CONFIG_ELEMENT_ID, isFrameConfig, type FrameConfig } from './frame-config.js'

/** What every page of the site shown inside a host page reads first: its config and its parent. */

export function readConfig(): FrameConfig {
  const text = document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent ?? ''
  const parsed: unknown = JSON.parse(text)
  if (!isFrameConfig(parsed)) throw new Error('Secure site: the page carries no frame config')
  return parsed
}

/**
 * The embedding page's origin: the explicit query parameter, else the referrer's origin (after the
 * frame reloaded itself, the browser's ancestor). Where the browser tells the real parent
 * (Chromium's ancestorOrigins), a claim that differs is refused.
 */
export function parentOriginOf(query: URLSearchParams): string | undefined {
  const explicit = query.get('parentOrigin')
  // Only Chromium and WebKit have ancestorOrigins; elsewhere the claim stands on its own.
  const ancestors: unknown = Reflect.get(window.location, 'ancestorOrigins')
  const actual = ancestors instanceof DOMStringList ? (ancestors.item(0) ?? undefined) : undefined
  const referred = document.referrer === '' ? undefined : new URL(document.referrer).origin
  // A frame that reloaded itself is referred by its own page: its parent is then the browser's.
  const claimed = explicit ?? (referred === window.location.origin ? actual : referred)
  return actual !== undefined && actual !== claimed ? undefined : claimed
}
