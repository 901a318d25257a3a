import { dragToClose } from './drag-to-close.js'
import { keepFieldInView } from './keep-field-in-view.js'

/**
 * The bottom sheet's touch behaviour, loaded through import() when the modal opens as a sheet
 * (a narrow screen): dragged down by its header to close, and kept above the on-screen keyboard.
 * Returns the detach.
 */
export function attachSheet(sheet: HTMLElement, close: () => void): () => void {
  const handle = sheet.querySelector('header')
  const body = sheet.querySelector('.body')
  if (!(handle instanceof HTMLElement) || !(body instanceof HTMLElement)) return () => undefined
  const detachDrag = dragToClose(sheet, handle, close)
  const detachKeyboard = keepFieldInView(sheet, body)
  // Said on the sheet, as the behaviour arrives a moment after it opens (its own chunk).
  sheet.dataset.sheet = 'attached'
  return () => {
    delete sheet.dataset.sheet
    detachDrag()
    detachKeyboard()
  }
}
