/**
 * `?hostOpener=1`: the page stands for a Farcaster mini app, where links out of the webview go
 * through the SDK's `actions.openUrl`. There the SDK is a module of the app, which is why Portico
 * takes the opener as an option; on the devnet its stand-in is `window.devnetMiniAppSdk`, put on
 * the page by a browser test that records what it is handed.
 */
export const HOST_OPENER_PARAM = 'hostOpener'

declare global {
  interface Window {
    /** The stand-in for a Farcaster mini app's SDK (`sdk.actions.openUrl`). */
    devnetMiniAppSdk?: { actions: { openUrl: (url: string) => Promise<void> } }
  }
}

/** createPortico's `openLink`, as a Farcaster mini app passes it; none without the parameter. */
export function devnetHostOpener(search: string) {
  if (new URLSearchParams(search).get(HOST_OPENER_PARAM) !== '1') return undefined
  return (url: string): Promise<void> => {
    const sdk = window.devnetMiniAppSdk
    if (!sdk) return Promise.reject(new Error('No mini app SDK on this page'))
    return sdk.actions.openUrl(url)
  }
}
