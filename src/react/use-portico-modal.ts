import type { View } from '../core/constants.js'
import { usePorticoInternals } from './use-portico-internals.js'
import { usePorticoStore } from './use-portico-store.js'

const isOpen = (state: { open: boolean }) => state.open
const viewOf = (state: { view: View }) => state.view

/** The modal: whether it is open, its current view, and open/close. */
export function usePorticoModal() {
  const portico = usePorticoInternals()
  return {
    isOpen: usePorticoStore(portico.modal.store, isOpen),
    view: usePorticoStore(portico.router.store, viewOf),
    open: portico.open,
    close: portico.close,
  }
}
