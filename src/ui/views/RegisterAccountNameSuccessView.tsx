import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { shortAddress } from '../../utils/short-address.js'
import { Icon } from '../icons/Icon.js'
import { SUCCESS_ICON } from '../icons/icon-paths.js'
import { inContext, useMissingAccount } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'

/** Shown in place of RegisterAccountName once the name is registered (STATE-76). */
function RegisterAccountNameSuccessView() {
  const portico = usePorticoInternals()
  const { name, address } = usePorticoAccount()
  const { t } = useI18n()
  return (
    <div className="view outcome" data-outcome="succeeded">
      <div className="center" role="status">
        <span className="outcome-icon success">
          <Icon path={SUCCESS_ICON} large />
        </span>
        <p className="outcome-title">{t('nameSuccess.heading')}</p>
        <p className="address" data-name={name ?? ''} dir="ltr">
          {name}
        </p>
      </div>
      <dl className="details">
        <dt>{t('nameSuccess.pointsTo')}</dt>
        <dd title={address} dir="ltr">
          {address === undefined ? '–' : shortAddress(address)}
        </dd>
        <dt>{t('nameSuccess.signed')}</dt>
        <dd>{t('nameSuccess.signedWhat')}</dd>
      </dl>
      <button
        type="button"
        className="primary"
        data-action="account"
        onClick={() => {
          portico.router.reset('Account')
        }}
      >
        {t('nameSuccess.backToAccount')}
      </button>
    </div>
  )
}

export default inContext(RegisterAccountNameSuccessView, useMissingAccount)
