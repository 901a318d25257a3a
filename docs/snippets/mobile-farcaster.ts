// In a Farcaster mini app: links to wallet apps go out through the mini-app SDK's openUrl.
import { createPortico, type CreatePorticoOptions } from 'portico'

/**
 * What is used of the SDK's `sdk` (`import { sdk } from '@farcaster/miniapp-sdk'`): it lives in
 * the app's own bundle, with nothing on `window` that Portico could find, so the app hands it in.
 */
interface MiniAppSdk {
  actions: { openUrl: (url: string) => Promise<void> }
}

export function createFarcasterPortico(options: CreatePorticoOptions, sdk: MiniAppSdk) {
  return createPortico({
    ...options,
    // The pairing's link, "Open again" and each WalletConnect request's link to the wallet app.
    openLink: (url) => sdk.actions.openUrl(url),
  })
}
