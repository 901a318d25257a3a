/** How far the pointer moves before a press on the handle becomes a drag (a tap stays a tap). */
const DRAG_SLOP_PX = 6
/** A release past this share of the sheet's height closes it. */
const CLOSE_SHARE = 0.25
/** Or a flick: this fast downwards (px per ms) over at least FLICK_MIN_PX. */
const FLICK_SPEED = 0.5
const FLICK_MIN_PX = 24

interface DragRelease {
  /** How far down the sheet was dragged, in px. */
  distance: number
  /** Its speed downwards over the last move, in px per ms. */
  speed: number
  /** The sheet's height, in px. */
  height: number
}

/** Whether a drag released as described closes the sheet or lets it snap back. */
export function dragCloses({ distance, speed, height }: DragRelease): boolean {
  if (distance >= height * CLOSE_SHARE) return true
  return speed >= FLICK_SPEED && distance >= FLICK_MIN_PX
}

/**
 * Lets the sheet follow a pointer pressed on its handle (the header) downwards and, on release,
 * close past the threshold or snap back. Only the handle listens, and it alone refuses the
 * browser's panning (touch-action in the stylesheet), so a swipe in the sheet's body scrolls it
 * as before. The snap back runs for the spec's height time, which reduced motion makes 0 ms.
 * Returns the detach.
 */
export function dragToClose(sheet: HTMLElement, handle: HTMLElement, close: () => void) {
  let start: { id: number; y: number } | undefined
  let last = { y: 0, time: 0 }
  let speed = 0
  let dragging = false
  // A drag that ended must not also press the button it started on.
  let swallowClick = false

  const distanceAt = (y: number) => Math.max(0, y - (start?.y ?? y))
  const follow = (distance: number) => {
    sheet.style.transform = distance > 0 ? `translateY(${String(distance)}px)` : ''
  }
  const settle = () => {
    start = undefined
    dragging = false
    delete sheet.dataset.dragging
    follow(0)
  }

  const down = (event: PointerEvent) => {
    if (!event.isPrimary || event.button !== 0) return
    start = { id: event.pointerId, y: event.clientY }
    last = { y: event.clientY, time: event.timeStamp }
    speed = 0
    dragging = false
    swallowClick = false
  }
  const move = (event: PointerEvent) => {
    if (start?.id !== event.pointerId) return
    const distance = distanceAt(event.clientY)
    if (!dragging && distance < DRAG_SLOP_PX) return
    if (!dragging) {
      dragging = true
      sheet.dataset.dragging = 'true'
      handle.setPointerCapture(event.pointerId)
    }
    const elapsed = event.timeStamp - last.time
    if (elapsed > 0) speed = (event.clientY - last.y) / elapsed
    last = { y: event.clientY, time: event.timeStamp }
    follow(distance)
  }
  const up = (event: PointerEvent) => {
    if (start?.id !== event.pointerId) return
    const release = { distance: distanceAt(event.clientY), speed, height: sheet.offsetHeight }
    const wasDragging = dragging
    settle()
    if (!wasDragging) return
    swallowClick = true
    // The controller may refuse (a required sign-in): the sheet has snapped back already.
    if (dragCloses(release)) close()
  }
  const cancel = (event: PointerEvent) => {
    if (start?.id === event.pointerId) settle()
  }
  // touch-action alone is not always enough: should the compositor not know the header's
  // region yet (a finger down as the sheet opens), it would start a pan and cancel the drag.
  const holdTouch = (event: TouchEvent) => {
    if (start && event.cancelable) event.preventDefault()
  }
  const click = (event: MouseEvent) => {
    if (!swallowClick) return
    swallowClick = false
    event.stopPropagation()
    event.preventDefault()
  }

  handle.addEventListener('pointerdown', down)
  handle.addEventListener('pointermove', move)
  handle.addEventListener('pointerup', up)
  handle.addEventListener('pointercancel', cancel)
  handle.addEventListener('touchmove', holdTouch, { passive: false })
  handle.addEventListener('click', click, { capture: true })
  return () => {
    handle.removeEventListener('pointerdown', down)
    handle.removeEventListener('pointermove', move)
    handle.removeEventListener('pointerup', up)
    handle.removeEventListener('pointercancel', cancel)
    handle.removeEventListener('touchmove', holdTouch)
    handle.removeEventListener('click', click, { capture: true })
    settle()
  }
}
