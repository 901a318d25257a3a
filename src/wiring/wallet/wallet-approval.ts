import type { Modal } from '../../controllers/modal.js'
import type { Router, RouterData, TransactionStackEntry } from '../../controllers/router.js'
import {
  refusalAsPorticoError,
  UserRejectedRequestError,
} from '../../core/user-rejected-request-error.js'

/** What runs when a request behind ApproveTransaction succeeds, fails or is cancelled. */
export type ApprovalCallbacks = Pick<TransactionStackEntry, 'onSuccess' | 'onError' | 'onCancel'>

/** What a cancel's UserRejectedRequestError says in `details`, for logs. */
export const APPROVAL_CANCEL_DETAILS = 'Cancelled while the wallet was asked'

/**
 * Runs a wallet request behind ApproveTransaction: a transaction stack entry holds the callbacks
 * (NAV-14), the view shows while the wallet answers, and the outcome pops the entry, which runs
 * its callback and goes back (NAV-15, NAV-16). Cancelling on the view, or closing the modal,
 * settles at once with a UserRejectedRequestError (code 4001), the same error as a refusal in the
 * wallet; the wallet's late answer is then ignored. `abort`, when given, ends the request where
 * the wallet runs it.
 */
export function createWalletApproval(deps: {
  router: Pick<Router, 'push' | 'reset' | 'pushTransactionStack' | 'popTransactionStack'>
  modal: Pick<Modal, 'open' | 'store'>
  abort?: () => void
}) {
  return <T>(
    run: () => Promise<T>,
    callbacks: ApprovalCallbacks = {},
    data?: RouterData,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      let settled = false
      let stopWatchingClose = (): void => undefined
      const settle = (): boolean => {
        if (settled) return false
        settled = true
        stopWatchingClose()
        return true
      }
      deps.router.pushTransactionStack({
        ...callbacks,
        goBack: true,
        onCancel: () => {
          if (!settle()) return
          deps.abort?.()
          callbacks.onCancel?.()
          reject(new UserRejectedRequestError({ details: APPROVAL_CANCEL_DETAILS }))
        },
      })
      // Over the current view when the modal is open (back returns to it), else on its own.
      if (deps.modal.store.getState().open) deps.router.push('ApproveTransaction', data)
      else {
        deps.router.reset('ApproveTransaction', data)
        deps.modal.open()
      }
      // Closing the modal (close control, Escape, backdrop) while the wallet is asked is a cancel.
      stopWatchingClose = deps.modal.store.subscribe((state) => {
        if (!state.open && !settled) deps.router.popTransactionStack('cancel')
      })
      run().then(
        (result) => {
          if (!settle()) return
          deps.router.popTransactionStack('success')
          resolve(result)
        },
        (error: unknown) => {
          if (!settle()) return
          deps.router.popTransactionStack('error')
          // A refusal in the wallet (ERR-16, ERR-17) reaches the caller as the cancel does.
          const failure = refusalAsPorticoError(error)
          reject(failure instanceof Error ? failure : new Error(String(failure)))
        },
      )
    })
}
