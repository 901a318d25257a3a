import type { Modal } from '../controllers/modal.js'
import type { Router, TransactionStackEntry } from '../controllers/router.js'
import { APPROVAL_CANCELLED } from './approval-cancelled.js'

export type ApprovalCallbacks = Pick<TransactionStackEntry, 'onSuccess' | 'onError' | 'onCancel'>

export { APPROVAL_CANCELLED }

/**
 * Runs a wallet request behind ApproveTransaction: a transaction stack entry holds the callbacks
 * (NAV-14), the view shows while the wallet answers, and the outcome pops the entry, which runs
 * its callback and goes back (NAV-15, NAV-16). Cancelling on the view, or closing the modal,
 * settles at once with a rejection; the wallet's late answer is then ignored. `cancel`, when
 * given, ends the request where the wallet runs it and names the error the caller gets.
 */
export function createWalletApproval(deps: {
  router: Pick<Router, 'push' | 'pushTransactionStack' | 'popTransactionStack'>
  modal: Pick<Modal, 'open' | 'store'>
  cancel?: () => Error
}) {
  const cancelled = deps.cancel ?? (() => new Error(APPROVAL_CANCELLED))
  return <T>(run: () => Promise<T>, callbacks: ApprovalCallbacks = {}): Promise<T> =>
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
          const error = cancelled()
          callbacks.onCancel?.()
          reject(error)
        },
      })
      // Over the current view when the modal is open (back returns to it), else on its own.
      if (deps.modal.store.getState().open) deps.router.push('ApproveTransaction')
      else deps.modal.open('ApproveTransaction')
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
          reject(error instanceof Error ? error : new Error(String(error)))
        },
      )
    })
}
