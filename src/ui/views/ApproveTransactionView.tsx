import { usePortico } from '../../react/use-portico.js'

/**
 * Shown while the wallet answers a request run through `portico.approve` (VIEW-21). The request's
 * outcome pops the transaction stack; cancel pops it as cancelled (NAV-16): the entry's onCancel
 * runs, then the modal goes back.
 */
export default function ApproveTransactionView() {
  const portico = usePortico()
  return (
    <div className="center">
      <div className="spinner" aria-hidden="true" />
      <p>Approve the request in your wallet</p>
      <p className="muted">The app is waiting for your wallet’s answer.</p>
      <button
        type="button"
        className="secondary"
        data-action="cancel"
        onClick={() => {
          portico.router.popTransactionStack('cancel')
        }}
      >
        Cancel
      </button>
    </div>
  )
}
