import { useAccount } from '../../react/use-account.js'
import { usePortico } from '../../react/use-portico.js'
import { inContext, useMissingAccount } from '../parts/in-context.js'

/** Shown in place of RegisterAccountName once the name is registered (STATE-76). */
function RegisterAccountNameSuccessView() {
  const portico = usePortico()
  const { name } = useAccount()
  return (
    <div className="view">
      <div className="center">
        <div className="avatar" aria-hidden="true" />
        <p className="address" data-name={name ?? ''}>
          {name}
        </p>
        <p className="muted">This name now points to your account.</p>
      </div>
      <button
        type="button"
        className="primary"
        data-action="account"
        onClick={() => {
          portico.router.reset('Account')
        }}
      >
        Back to account
      </button>
    </div>
  )
}

export default inContext(RegisterAccountNameSuccessView, useMissingAccount)
