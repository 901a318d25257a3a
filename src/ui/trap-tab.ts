import type { KeyboardEvent } from 'react'

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, a[href], [tabindex="0"]'

/**
 * Keeps Tab inside the dialog. A modal <dialog> makes the page inert, but from its last control
 * Tab still moves on to the browser's own UI; here it wraps round to the first control instead.
 */
export function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return
  const dialog = event.currentTarget
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.offsetParent !== null,
  )
  const first = controls[0]
  const last = controls.at(-1)
  const root = dialog.getRootNode()
  const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null
  if (!first || !last) return
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
