import type { View } from '../../core/constants.js'

/**
 * `deferRequests`: a visitor who opens the modal on a remembered login sees Connect while the
 * login is restored (the open is what lets it load); once it is back, Account takes its place.
 */
export const accountAfterHeldRestore =
  (
    modal: { store: { getState: () => { open: boolean } } },
    router: { store: { getState: () => { view: View } }; replace: (view: View) => void },
    isConnected: () => boolean,
  ) =>
  (): void => {
    if (modal.store.getState().open && router.store.getState().view === 'Connect' && isConnected())
      router.replace('Account')
  }
