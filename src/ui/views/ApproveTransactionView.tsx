import { usePortico } from '../../react/use-portico.js'
import { useI18n } from '../i18n/use-i18n.js'

/**
 * Shown while the wallet answers a request run through `portico.approve` (VIEW-21). The request's
 * outcome pops the transaction stack; cancel pops it as cancelled (NAV-16): the entry's onCancel
 * runs, then the modal goes back.
 */
export default function ApproveTransactionView() {
  const portico = usePortico()
  const { t } = useI18n()
  return (
    <div className="center">
      <div className="spinner" aria-hidden="true" />
      <p>{t('approve.heading')}</p>
      <p className="muted">{t('approve.waiting')}</p>
      <button
        type="button"
        className="secondary"
        data-action="cancel"
        onClick={() => {
          portico.router.popTransactionStack('cancel')
        }}
      >
        {t('common.cancel')}
      </button>
    </div>
  )
}
