/**
 * Where the page runs on a phone: a plain browser, a wallet's own browser, or another app's
 * webview (Telegram, Farcaster, Facebook, Instagram, Line). Every user-agent test of Portico is
 * here, so the rules for webviews are read in one place.
 */
import { filterSocials, type OperatingSystem, type Platform } from '../utils/platform.js'

const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i
const APPLE_MOBILE = /iPhone|iPad|iPod/i
/**
 * Webviews where Google refuses its sign-in page ("disallowed_useragent"): Android's WebView
 * marks itself `; wv)`, and the social apps' in-app browsers name themselves.
 */
const GOOGLE_REFUSED = /; wv\)|FBAN|FBAV|Instagram|\bLine\/|Telegram/i

/**
 * Wallets whose own in-app browser names them in its user agent, with the rdns their injected
 * provider announces (EIP-6963).
 */
const WALLET_BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/MetaMaskMobile/, 'io.metamask'],
  [/CoinbaseWallet/, 'com.coinbase.wallet'],
  [/\bTrust\//, 'com.trustwallet.app'],
  [/\bPhantom\//, 'app.phantom'],
  [/\bRainbow\//, 'me.rainbow'],
  [/OKApp/, 'com.okex.wallet'],
]

/** The members of `window` read here: the user agent and the host apps' bridge objects. */
export interface BrowserSurroundings {
  /** Absent on a server (Node 20 has no navigator): a plain browser is assumed there. */
  navigator?: { userAgent: string }
  /** Telegram's Mini App bridge, from telegram-web-app.js. */
  Telegram?: { WebApp?: { openLink?: unknown } }
}

const osOf = (userAgent: string): OperatingSystem => {
  if (APPLE_MOBILE.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac'
  if (/Windows/i.test(userAgent)) return 'windows'
  if (/Linux/i.test(userAgent)) return 'linux'
  return 'other'
}

/**
 * An iOS app's WKWebView: WebKit without the `Safari/` token that Safari and the other iOS
 * browsers (Chrome's CriOS, Firefox's FxiOS) all carry.
 */
const isAppleWebView = (userAgent: string): boolean =>
  APPLE_MOBILE.test(userAgent) && /AppleWebKit/i.test(userAgent) && !/Safari\//i.test(userAgent)

/** Telegram's link opener, when the page runs as a Telegram Mini App. */
function telegramOpener(surroundings: BrowserSurroundings) {
  const webApp = surroundings.Telegram?.WebApp
  const openLink = webApp?.openLink
  if (typeof openLink !== 'function') return undefined
  return (url: string): void => {
    Reflect.apply(openLink, webApp, [url])
  }
}

/** The platform the socials are offered for (spec §5 and Google's webview refusal). */
export function platformOf(surroundings: BrowserSurroundings): Platform {
  const userAgent = surroundings.navigator?.userAgent ?? ''
  return {
    isTelegram: telegramOpener(surroundings) !== undefined || /Telegram/i.test(userAgent),
    isMobile: MOBILE.test(userAgent),
    os: osOf(userAgent),
    isWebView: GOOGLE_REFUSED.test(userAgent) || isAppleWebView(userAgent),
  }
}

/**
 * Whether a social login can start here: the rule the modal's buttons follow, and `connect()`
 * too, so Google is never started in a webview it refuses.
 */
export function isSocialOfferedHere(provider: string, surroundings: BrowserSurroundings): boolean {
  return filterSocials([provider], platformOf(surroundings)).length > 0
}

/** A host app's way to open a link outside its webview (createPortico's `openLink`). */
export type LinkOpener = (url: string) => void | Promise<void>

/**
 * The host app's way out to another app, when the page runs in one that has it: a webview may
 * drop a plain navigation to a wallet's link. The app's own opener comes first (a Farcaster mini
 * app's `sdk.actions.openUrl`: its SDK leaves nothing on `window` to find), then Telegram's
 * `openLink`; none means the page opens the link itself.
 */
export function hostLinkOpener(
  surroundings: BrowserSurroundings,
  appOpener?: LinkOpener,
): LinkOpener | undefined {
  return appOpener ?? telegramOpener(surroundings)
}

/** In a wallet's own in-app browser: that wallet's rdns, so Connect can offer it first. */
export function ownBrowserWalletRdns(surroundings: BrowserSurroundings): string | undefined {
  const userAgent = surroundings.navigator?.userAgent ?? ''
  return WALLET_BROWSERS.find(([token]) => token.test(userAgent))?.[1]
}
