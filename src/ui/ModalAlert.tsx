import type { AlertState } from '../controllers/alert.js'
import { usePortico } from '../react/use-portico.js'
import { useStore } from '../react/use-store.js'

const alertOf = (state: AlertState) => state

/** UI-05: the alert area, info or warning; a coded error shows its display message and code. */
export function ModalAlert() {
  const portico = usePortico()
  const alert = useStore(portico.alert.store, alertOf)
  if (!alert.open) return null
  return (
    <div className="alert" role="alert" data-variant={alert.variant} data-code={alert.code}>
      <p>{alert.message}</p>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss"
        onClick={portico.alert.close}
      >
        ✕
      </button>
    </div>
  )
}
