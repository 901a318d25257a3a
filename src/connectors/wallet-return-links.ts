import { safeDeepLinkBase, safeWebUrl } from '../utils/safe-url.js'

/** Where a wallet app sends the visitor back to: the dapp's page, or the dapp's own app. */
export interface WalletReturnLinks {
  native?: string
  universal?: string
}

/**
 * The pairing metadata's `redirect`, from the app's `walletConnect.redirect`: a universal link
 * only when it is a web page, a native one only when it is an app's own scheme (never a script
 * or a file), and nothing when neither is left, so a wallet is never sent somewhere harmful.
 */
export function walletReturnLinks(links: WalletReturnLinks | undefined): {
  redirect?: WalletReturnLinks
} {
  const universal = safeWebUrl(links?.universal, 'walletConnect.redirect.universal')
  const native = safeDeepLinkBase(links?.native, 'walletConnect.redirect.native')
  if (universal === undefined && native === undefined) return {}
  return {
    redirect: {
      ...(universal !== undefined && { universal }),
      ...(native !== undefined && { native }),
    },
  }
}
