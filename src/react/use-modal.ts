import type { View } from '../core/constants.js'
import { usePortico } from './use-portico.js'
import { useStore } from './use-store.js'

const isOpen = (state: { open: boolean }) => state.open
const viewOf = (state: { view: View }) => state.view

/** The modal: whether it is open, its current view, and open/close. */
export function useModal() {
  const portico = usePortico()
  return {
    isOpen: useStore(portico.modal.store, isOpen),
    view: useStore(portico.router.store, viewOf),
    open: portico.open,
    close: portico.close,
  }
}
