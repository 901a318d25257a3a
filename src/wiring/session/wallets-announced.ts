/** The page's window, which fires `load`. */
export interface LoadTarget {
  addEventListener: (type: 'load', listener: () => void) => void
}

/** The page's document, which says how far it has loaded. */
export interface LoadState {
  readonly readyState?: string
}

/**
 * Resolves once the wallets installed in the browser have had their chance to announce
 * themselves (EIP-6963) or register (Wallet Standard): extensions run their scripts by the page's
 * `load` event (the last just after it) and announce at once, so the task after `load` has heard
 * them all. A page already loaded has heard them (discovery asks before this is called); without
 * a page there is no wallet to wait for, and a document that does not say how far it loaded is
 * taken as loaded.
 */
export function walletsAnnounced(window?: LoadTarget, document?: LoadState): Promise<void> {
  const state = document?.readyState
  if (!window || !state || state === 'complete') return Promise.resolve()
  return new Promise((resolve) => {
    window.addEventListener('load', () => {
      setTimeout(resolve, 0)
    })
  })
}
