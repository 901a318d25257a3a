import type { AlertState } from '../controllers/alert.js'
import { usePorticoInternals } from '../react/use-portico-internals.js'
import { usePorticoStore } from '../react/use-portico-store.js'
import { useI18n } from './i18n/use-i18n.js'
import { alertText } from './alert-text.js'

const alertOf = (state: AlertState) => state

/** UI-05: the alert area, info or warning; a coded error shows its display message and code. */
export function ModalAlert() {
  const portico = usePorticoInternals()
  const alert = usePorticoStore(portico.alert.store, alertOf)
  const i18n = useI18n()
  const { t } = i18n
  if (!alert.open) return null
  return (
    <div className="alert" role="alert" data-variant={alert.variant} data-code={alert.code}>
      <p>{alertText(alert, i18n)}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('modal.dismiss')}
        onClick={portico.alert.close}
      >
        ✕
      </button>
    </div>
  )
}
