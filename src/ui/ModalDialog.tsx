import { useEffect, useRef } from 'react'
import type { ModalState } from '../controllers/modal.js'
import type { RouterState } from '../controllers/router.js'
import type { PorticoInternals } from '../create-portico.js'
import type { SiwxState } from '../controllers/siwx.js'
import { usePorticoInternals } from '../react/use-portico-internals.js'
import { usePorticoStore } from '../react/use-portico-store.js'
import { ModalAlert } from './ModalAlert.js'
import { ModalFooter } from './ModalFooter.js'
import { ModalHeader, TITLE_ID } from './ModalHeader.js'
import { ModalToast } from './ModalToast.js'
import { trapTab } from './trap-tab.js'
import { useAnimatedHeight } from './use-animated-height.js'
import { useScrollCue } from './use-scroll-cue.js'
import { useSheet } from './use-sheet.js'
import { ViewSwitch } from './ViewSwitch.js'

const openOf = (state: ModalState) => state.open

/** The funnel's first event; its builders load with the first open, off the first load. */
function trackModalOpened(portico: PorticoInternals): void {
  const connections = portico.connections.store.getState()
  import('./parts/connection-funnel.js').then(
    ({ funnelEvents }) => {
      portico.events.track(funnelEvents.modalOpened(connections))
    },
    // A chunk that fails to load loses one analytics event, nothing the visitor would notice.
    () => undefined,
  )
}
const shakeOf = (state: ModalState) => state.shake
const viewOf = (state: RouterState) => state.view
const signedInOf = (state: SiwxState) => state.signedIn

/**
 * A native <dialog> shown with showModal(): top layer, page inert, focus kept inside. Escape and
 * the backdrop close it through the modal controller, which refuses while a required sign-in is
 * pending; focus then goes back to whatever opened it.
 */
export function ModalDialog() {
  const portico = usePorticoInternals()
  const open = usePorticoStore(portico.modal.store, openOf)
  const shake = usePorticoStore(portico.modal.store, shakeOf)
  const view = usePorticoStore(portico.router.store, viewOf)
  // Read so the close button follows the sign-in state as it changes.
  usePorticoStore(portico.siwx.store, signedInOf)
  const closeDisabled = portico.modal.closeDisabled()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const height = useAnimatedHeight<HTMLDivElement, HTMLDivElement>()
  const cue = useScrollCue(height.outer, height.inner)
  useSheet(dialog, open, portico.close)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      const active = element.ownerDocument.activeElement
      opener.current = active instanceof HTMLElement ? active : null
      element.showModal()
      trackModalOpened(portico)
    } else if (!open && element.open) {
      element.close()
      portico.connections.modalClosed()
      opener.current?.focus()
    }
  }, [open, portico])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={TITLE_ID}
      data-view={view}
      className={shake ? 'shake' : undefined}
      onCancel={(event) => {
        // Escape: the controller decides, so a required sign-in keeps the dialog open.
        event.preventDefault()
        portico.close()
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget && isOnBackdrop(event)) portico.close()
      }}
    >
      <ModalToast />
      <ModalHeader closeDisabled={closeDisabled} />
      <ModalAlert />
      <div className="scroll-cue top" data-shown={cue.above} aria-hidden="true" />
      <div className="body" ref={height.outer} data-more={cue.below ? 'below' : undefined}>
        <div ref={height.inner}>
          <div className="view" key={view}>
            {open && <ViewSwitch view={view} />}
          </div>
        </div>
      </div>
      <div className="scroll-cue bottom" data-shown={cue.below} aria-hidden="true" />
      <ModalFooter view={view} />
    </dialog>
  )
}

/** A click on the dialog element itself outside its box is a click on the ::backdrop. */
function isOnBackdrop(event: { clientX: number; clientY: number; currentTarget: Element }) {
  const box = event.currentTarget.getBoundingClientRect()
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  )
}
