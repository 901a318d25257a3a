import type { SnackState } from '../controllers/snack.js'
import { usePorticoInternals } from '../react/use-portico-internals.js'
import { usePorticoStore } from '../react/use-portico-store.js'
import { useI18n } from './i18n/use-i18n.js'

const snackOf = (state: SnackState) => state

const ICONS: Record<SnackState['variant'], string> = {
  loading: '⏳',
  success: '✓',
  error: '!',
  svg: '•',
}

/** UI-01..04: the snack controller's toast; its timing (auto-close, swap delay) is the controller's. */
export function ModalToast() {
  const portico = usePorticoInternals()
  const snack = usePorticoStore(portico.snack.store, snackOf)
  const { say } = useI18n()
  return (
    <div role="status" aria-live="polite">
      {snack.open && (
        <div className="toast" data-variant={snack.variant}>
          <span aria-hidden="true">{ICONS[snack.variant]}</span>
          <span>{say(snack.message)}</span>
        </div>
      )}
    </div>
  )
}
