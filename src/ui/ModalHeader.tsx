import type { RouterState } from '../controllers/router.js'
import { usePorticoInternals } from '../react/use-portico-internals.js'
import { usePorticoStore } from '../react/use-portico-store.js'
import { Icon } from './icons/Icon.js'
import { BACK_ICON, CLOSE_ICON } from './icons/icon-paths.js'
import { viewTitle } from './view-titles.js'
import { useI18n } from './i18n/use-i18n.js'

export const TITLE_ID = 'portico-modal-title'

const viewOf = (state: RouterState) => state.view
const canGoBack = (state: RouterState) => state.history.length > 1

/** The view title (which labels the dialog), back when there is history, and close. */
export function ModalHeader({ closeDisabled }: { closeDisabled: boolean }) {
  const portico = usePorticoInternals()
  const view = usePorticoStore(portico.router.store, viewOf)
  const back = usePorticoStore(portico.router.store, canGoBack)
  const i18n = useI18n()
  const { t } = i18n
  return (
    <header>
      {back ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('modal.back')}
          data-action="back"
          onClick={portico.router.goBack}
        >
          <Icon path={BACK_ICON} />
        </button>
      ) : (
        <span />
      )}
      <h2 id={TITLE_ID} key={view}>
        {viewTitle(view, i18n)}
      </h2>
      <button
        type="button"
        className="icon-button"
        aria-label={t('modal.close')}
        data-action="close"
        disabled={closeDisabled}
        onClick={portico.close}
      >
        <Icon path={CLOSE_ICON} />
      </button>
    </header>
  )
}
