import { useEffect, type RefObject } from 'react'

/** The stylesheet's sheet layout (modal-css.ts); the same width. */
const SHEET_QUERY = '(max-width: 430px)'

/**
 * While the modal is open as a bottom sheet (a narrow screen), its touch behaviour
 * (sheet/attach-sheet.ts) is attached; it arrives through import(), off the first load and
 * never on a wide screen. A screen that turns wide or narrow while open is followed.
 */
export function useSheet(dialog: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    const sheet = dialog.current
    if (!open || !sheet) return
    const query = window.matchMedia(SHEET_QUERY)
    let detach: (() => void) | undefined
    let live = true
    const follow = () => {
      detach?.()
      detach = undefined
      if (!query.matches) return
      import('./sheet/attach-sheet.js').then(
        ({ attachSheet }) => {
          if (live && query.matches && !detach) detach = attachSheet(sheet, close)
        },
        // Without the chunk the sheet still closes by its button, Escape or the backdrop.
        () => undefined,
      )
    }
    follow()
    query.addEventListener('change', follow)
    return () => {
      live = false
      query.removeEventListener('change', follow)
      detach?.()
    }
  }, [dialog, open, close])
}
