/**
 * On a phone, a WalletConnect wallet is reached by its app's link instead of a QR code: the link
 * carries the pairing URI (WalletConnect's mobile linking: `<universal>/wc?uri=<encoded>` or
 * `<scheme>://wc?uri=<encoded>`), and the same app is opened again for each request the dapp
 * sends on the session.
 */
import { hostLinkOpener, type BrowserSurroundings } from '../core/in-app-browser.js'
import { walletConnectDeepLink } from './walletconnect-links.js'

const UNIVERSAL_LINK = /^https?:\/\//i

/**
 * The key under which the WalletConnect sign client reads the wallet app to open for a request
 * (`{ href, name }`): on each request it opens `<href>/wc?requestId=…&sessionTopic=…`.
 */
export const WALLET_APP_CHOICE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

export interface WalletAppLink {
  /** The link that opens the wallet app with the pairing. */
  href: string
  /** A universal link is a web page the phone hands to the app; a deep link is the app's scheme. */
  kind: 'universal' | 'deep'
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
 * Opens the wallet app. Inside a host app with its own link opener (a Telegram Mini App) the
 * link goes through it, as the webview may drop a navigation out of it. Elsewhere a universal link
 * opens in a new tab, so the dapp's own tab (and its pending pairing) stays where it is when the
 * phone does not hand the link to an app; a deep link replaces nothing, as the browser hands a
 * custom scheme to the app.
 */
export function openWalletApp(
  link: WalletAppLink,
  window: Pick<Window, 'open'> & BrowserSurroundings,
): void {
  const hostOpener = hostLinkOpener(window)
  if (hostOpener) {
    hostOpener(link.href)
    return
  }
  window.open(link.href, link.kind === 'universal' ? '_blank' : '_self', 'noreferrer noopener')
}

/**
 * Makes the sign client open this wallet app for each request on the session it is about to
 * have: the app's base link, which the client extends with `/wc?requestId=…&sessionTopic=…`. The
 * client removes the choice when the session ends.
 */
export function chooseWalletAppForRequests(
  link: WalletAppLink,
  name: string,
  storage: Pick<Storage, 'setItem'>,
): void {
  const href = link.href.slice(0, link.href.indexOf('wc?uri='))
  storage.setItem(WALLET_APP_CHOICE_KEY, JSON.stringify({ href, name }))
}

/**
 * A pairing shown without an app link (a wallet picked after another one's app was opened): its
 * requests must not open the other wallet's app.
 */
export function forgetWalletAppForRequests(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(WALLET_APP_CHOICE_KEY)
}
