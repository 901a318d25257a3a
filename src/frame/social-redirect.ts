import { DEFAULT_STORAGE_PREFIX } from '../core/storage.js'
import { isRecord } from '../utils/is-record.js'
import { SOCIAL_RESULT_FRAGMENT } from './social-result-fragment.js'

/**
 * A social login where the page cannot open a popup (a webview that blocks them): the page itself
 * goes to the provider's page and comes back with the result in its fragment, which the secure
 * site's consent page writes (`#portico-social-result=<the result URI, percent-encoded>`).
 */
/**
 * The login the page left for, kept in the tab's own sessionStorage: its provider, and the page's
 * own fragment, which the result takes the place of on the way back.
 */
export const SOCIAL_REDIRECT_KEY = `${DEFAULT_STORAGE_PREFIX}:social-redirect`

/** The parts of the page's window a redirected login uses; the real window fits. */
export interface RedirectPage {
  location: { href: string; assign: (url: string) => void }
  history: { replaceState: (data: unknown, unused: string, url: string) => void }
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** The page in a browser, else undefined (a server, a test without one). */
export function currentPage(): RedirectPage | undefined {
  return typeof location === 'undefined' || typeof sessionStorage === 'undefined'
    ? undefined
    : { location, history, sessionStorage }
}

/** The page's own address without a fragment: where the provider's page comes back to. */
export function returnAddressOf(page: RedirectPage): string {
  const url = new URL(page.location.href)
  url.hash = ''
  return url.href
}

/** Leaves for the provider's page; the login is finished when the page comes back. */
export function leaveForProvider(page: RedirectPage, provider: string, uri: string): void {
  const { hash } = new URL(page.location.href)
  page.sessionStorage.setItem(SOCIAL_REDIRECT_KEY, JSON.stringify({ provider, hash }))
  page.location.assign(uri)
}

function pendingLogin(page: RedirectPage): { provider: string; hash: string } | undefined {
  const stored = page.sessionStorage.getItem(SOCIAL_REDIRECT_KEY)
  if (stored === null) return undefined
  try {
    const parsed: unknown = JSON.parse(stored)
    if (!isRecord(parsed)) return undefined
    const { provider, hash } = parsed
    return typeof provider === 'string' && typeof hash === 'string' ? { provider, hash } : undefined
  } catch {
    return undefined
  }
}

/** The provider of a login the page left for and came back from, the result in its address. */
export function returnedProvider(page: RedirectPage): string | undefined {
  if (!new URL(page.location.href).hash.startsWith(SOCIAL_RESULT_FRAGMENT)) return undefined
  return pendingLogin(page)?.provider
}

/**
 * The result the page came back with for this provider, taken once: the page's own fragment
 * takes its place again (a reload or a shared link must not sign in again) and the pending login
 * is forgotten.
 */
export function takeReturnedResult(page: RedirectPage, provider: string): string | undefined {
  const pending = pendingLogin(page)
  if (pending === undefined || returnedProvider(page) !== provider) return undefined
  const url = new URL(page.location.href)
  const resultUri = decodeURIComponent(url.hash.slice(SOCIAL_RESULT_FRAGMENT.length))
  url.hash = pending.hash
  page.history.replaceState(null, '', url.href)
  page.sessionStorage.removeItem(SOCIAL_REDIRECT_KEY)
  return resultUri
}
