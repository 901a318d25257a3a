/**
 * The Wallet Standard's registration handshake, as `@wallet-standard/wallet`'s `registerWallet`
 * does it, written out so Portico needs no extra package: the wallet is offered to every app
 * registry already listening ('wallet-standard:register-wallet') and to those that start later
 * ('wallet-standard:app-ready'). Each registry answers with its own unregister call, all of which
 * the returned function runs.
 */
export interface WalletRegistrationTarget {
  addEventListener: (type: string, listener: (event: Event) => void) => void
  removeEventListener: (type: string, listener: (event: Event) => void) => void
  dispatchEvent: (event: Event) => boolean
}

const REGISTER = 'wallet-standard:register-wallet'
const APP_READY = 'wallet-standard:app-ready'

interface AppApi {
  register: (...wallets: unknown[]) => () => void
}

function isAppApi(value: unknown): value is AppApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    'register' in value &&
    typeof value.register === 'function'
  )
}

export function registerWallet(target: WalletRegistrationTarget, wallet: object): () => void {
  const unregisters: (() => void)[] = []
  let registered = true
  const callback = (api: unknown): void => {
    if (!registered || !isAppApi(api)) return
    unregisters.push(api.register(wallet))
  }
  // The app's AppReadyEvent is an Event with a `detail` getter, not a CustomEvent.
  const onAppReady = (event: Event): void => {
    callback('detail' in event ? event.detail : undefined)
  }
  target.addEventListener(APP_READY, onAppReady)
  target.dispatchEvent(new CustomEvent(REGISTER, { detail: callback }))
  return () => {
    registered = false
    target.removeEventListener(APP_READY, onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
