import { useAccount } from '../../react/use-account.js'
import { usePortico } from '../../react/use-portico.js'
import { shortAddress } from '../../utils/short-address.js'
import { Icon } from '../icons/Icon.js'
import { SUCCESS_ICON } from '../icons/icon-paths.js'
import { inContext, useMissingAccount } from '../parts/in-context.js'

/** Shown in place of RegisterAccountName once the name is registered (STATE-76). */
function RegisterAccountNameSuccessView() {
  const portico = usePortico()
  const { name, address } = useAccount()
  return (
    <div className="view outcome" data-outcome="succeeded">
      <div className="center" role="status">
        <span className="outcome-icon success">
          <Icon path={SUCCESS_ICON} large />
        </span>
        <p className="outcome-title">Name registered</p>
        <p className="address" data-name={name ?? ''}>
          {name}
        </p>
      </div>
      <dl className="details">
        <dt>Points to</dt>
        <dd title={address}>{address === undefined ? '–' : shortAddress(address)}</dd>
        <dt>Signed</dt>
        <dd>A message in your wallet, no transaction or fee</dd>
      </dl>
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
