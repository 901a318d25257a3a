/**
 * Links from the wallet listing: a registry wallet's mobile or desktop link opens the wallet
 * with the pairing URI, and a mobile visitor may be sent into a wallet's in-app browser instead
 * (CONN-11/12, the wallets are in controllers/connectors.ts).
 */

import { safeDeepLinkBase } from '../utils/safe-url.js'

const UNIVERSAL_LINK = /^https?:\/\//i
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i

/**
 * The wallet link with the pairing URI. A universal link (https) takes the pairing as the `wc`
 * path; a custom scheme, written `metamask:`, `metamask://` or `rainbow://app/`, takes it as the
 * `wc` host or path as well, so both end in `wc?uri=<encoded URI>`. A base that is neither a web
 * page nor the wallet's own harmless scheme (a `javascript:`, `data:` or `file:` link from the
 * registry) gives no link.
 */
export function walletConnectDeepLink(base: string, uri: string): string | undefined {
  const safe = safeDeepLinkBase(base, 'wallet link')
  if (safe === undefined) return undefined
  let link = safe
  if (!UNIVERSAL_LINK.test(link) && !link.includes('://')) {
    link = `${link.replace(/[:/]+$/, '')}://`
  }
  if (!link.endsWith('/')) link = `${link}/`
  return `${link}wc?uri=${encodeURIComponent(uri)}`
}

/** Phones and tablets, as their browsers name themselves. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent)
}
