/**
 * On a phone, a WalletConnect wallet is reached by its app's link instead of a QR code: the link
 * carries the pairing URI (WalletConnect's mobile linking: `<universal>/wc?uri=<encoded>` or
 * `<scheme>://wc?uri=<encoded>`), and the same app is opened again for each request the dapp
 * sends on the session.
 */
import {
  hostLinkOpener,
  type BrowserSurroundings,
  type LinkOpener,
} from '../core/in-app-browser.js'
import { isRecord } from '../utils/is-record.js'
import { walletConnectDeepLink } from './walletconnect-links.js'

const UNIVERSAL_LINK = /^https?:\/\//i

/**
 * Where Portico keeps the wallet app to open for each request on the session it is about to
 * have (`{ href, kind, name }`, the app's base link). Not the sign client's own key: Portico opens
 * a request's link itself, through the host app's opener when there is one
 * (walletconnect-request-links.ts).
 */
export const WALLET_APP_CHOICE_KEY = 'portico:wallet-app'

export interface WalletAppLink {
  /** The link that opens the wallet app with the pairing. */
  href: string
  /** A universal link is a web page the phone hands to the app; a deep link is the app's scheme. */
  kind: 'universal' | 'deep'
}

/** How a link out to a wallet app is opened: the page's window, and the app's opener if any. */
export interface WalletAppOpening {
  window: Pick<Window, 'open'> & BrowserSurroundings
  /** createPortico's `openLink`: the host app's opener, before Telegram's and the page's own. */
  openLink?: LinkOpener | undefined
  warn: (message: string, error: unknown) => void
}

/** The wallet app's link for this pairing, from the listing's mobile link; none without one. */
export function walletAppLink(mobileLink: string | null | undefined, uri: string) {
  if (!mobileLink) return undefined
  const href = walletConnectDeepLink(mobileLink, uri)
  if (href === undefined) return undefined
  const link: WalletAppLink = { href, kind: UNIVERSAL_LINK.test(href) ? 'universal' : 'deep' }
  return link
}

/**
 * Opens the wallet app. Inside a host app with its own link opener (the app's `openLink`, a
 * Telegram Mini App's bridge) the link goes through it, as the webview may drop a navigation out
 * of it; an opener that throws or rejects leaves the page as it is and is reported. Elsewhere a
 * universal link opens in a new tab, so the dapp's own tab (and its pending pairing) stays where
 * it is when the phone does not hand the link to an app; a deep link replaces nothing, as the
 * browser hands a custom scheme to the app.
 */
export function openWalletApp(link: WalletAppLink, opening: WalletAppOpening): void {
  const hostOpener = hostLinkOpener(opening.window, opening.openLink)
  if (!hostOpener) {
    opening.window.open(
      link.href,
      link.kind === 'universal' ? '_blank' : '_self',
      'noreferrer noopener',
    )
    return
  }
  new Promise<void>((resolve) => {
    resolve(hostOpener(link.href))
  }).catch((error: unknown) => {
    opening.warn('The host app did not open the wallet app', error)
  })
}

/**
 * Makes the wallet app the one each request on the session it is about to have opens: the app's
 * base link, which a request's link extends with `/wc?requestId=…&sessionTopic=…`. Ends with the
 * session (walletconnect-request-links.ts).
 */
export function chooseWalletAppForRequests(
  link: WalletAppLink,
  name: string,
  storage: Pick<Storage, 'setItem'>,
): void {
  const href = link.href.slice(0, link.href.indexOf('wc?uri='))
  try {
    storage.setItem(WALLET_APP_CHOICE_KEY, JSON.stringify({ href, kind: link.kind, name }))
  } catch {
    // A private mode that refuses writes: the requests then open no app, the visitor goes by hand.
  }
}

/** The wallet app chosen for the session's requests; none when nothing valid is kept. */
export function chosenWalletApp(storage: Pick<Storage, 'getItem'>): WalletAppLink | undefined {
  let kept: unknown
  try {
    kept = JSON.parse(storage.getItem(WALLET_APP_CHOICE_KEY) ?? 'null')
  } catch {
    return undefined
  }
  if (!isRecord(kept) || typeof kept.href !== 'string') return undefined
  if (kept.kind !== 'universal' && kept.kind !== 'deep') return undefined
  return { href: kept.href, kind: kept.kind }
}

/**
 * The link that opens the wallet app for one request on the session (WalletConnect's mobile
 * linking, as the sign client writes it): `<base>/wc?requestId=<id>&sessionTopic=<topic>`.
 */
export function walletAppRequestLink(
  app: WalletAppLink,
  request: { id: number; topic: string },
): WalletAppLink {
  const base = app.href.replace(/\/$/, '')
  const href = `${base}/wc?requestId=${String(request.id)}&sessionTopic=${request.topic}`
  return { href, kind: app.kind }
}

/**
 * A pairing shown without an app link (a wallet picked after another one's app was opened), or
 * a session that ended: its requests must not open that wallet's app.
 */
export function forgetWalletAppForRequests(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(WALLET_APP_CHOICE_KEY)
  } catch {
    // Nothing was written either.
  }
}
