import type { SnackState } from '../controllers/snack.js'
import { usePortico } from '../react/use-portico.js'
import { useStore } from '../react/use-store.js'

const snackOf = (state: SnackState) => state

const ICONS: Record<SnackState['variant'], string> = {
  loading: '⏳',
  success: '✓',
  error: '!',
  svg: '•',
}

/** UI-01..04: the snack controller's toast; its timing (auto-close, swap delay) is the controller's. */
export function ModalToast() {
  const portico = usePortico()
  const snack = useStore(portico.snack.store, snackOf)
  return (
    <div role="status" aria-live="polite">
      {snack.open && (
        <div className="toast" data-variant={snack.variant}>
          <span aria-hidden="true">{ICONS[snack.variant]}</span>
          <span>{snack.message}</span>
        </div>
      )}
    </div>
  )
}
