import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { useI18n } from '../i18n/use-i18n.js'

/** What a view that threw leaves: the spec's generic error and the way back. */
export function ViewFailed() {
  const portico = usePorticoInternals()
  const { t } = useI18n()
  return (
    <div className="center" data-view-failed="">
      <p className="error-text" role="alert">
        {t('error.somethingWentWrong')}
      </p>
      <button
        type="button"
        className="secondary"
        data-action="back"
        onClick={portico.router.goBack}
      >
        {t('modal.back')}
      </button>
    </div>
  )
}
