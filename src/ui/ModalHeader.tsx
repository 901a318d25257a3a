import type { RouterState } from '../controllers/router.js'
import { usePortico } from '../react/use-portico.js'
import { useStore } from '../react/use-store.js'
import { Icon } from './icons/Icon.js'
import { BACK_ICON, CLOSE_ICON } from './icons/icon-paths.js'
import { viewTitle } from './view-titles.js'

export const TITLE_ID = 'portico-modal-title'

const viewOf = (state: RouterState) => state.view
const canGoBack = (state: RouterState) => state.history.length > 1

/** The view title (which labels the dialog), back when there is history, and close. */
export function ModalHeader({ closeDisabled }: { closeDisabled: boolean }) {
  const portico = usePortico()
  const view = useStore(portico.router.store, viewOf)
  const back = useStore(portico.router.store, canGoBack)
  return (
    <header>
      {back ? (
        <button
          type="button"
          className="icon-button"
          aria-label="Back"
          data-action="back"
          onClick={portico.router.goBack}
        >
          <Icon path={BACK_ICON} />
        </button>
      ) : (
        <span />
      )}
      <h2 id={TITLE_ID} key={view}>
        {viewTitle(view)}
      </h2>
      <button
        type="button"
        className="icon-button"
        aria-label="Close"
        data-action="close"
        disabled={closeDisabled}
        onClick={portico.close}
      >
        <Icon path={CLOSE_ICON} />
      </button>
    </header>
  )
}
