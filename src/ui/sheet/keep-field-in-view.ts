/**
 * The on-screen keyboard. A phone either shrinks the layout viewport (the sheet, at the bottom,
 * gets shorter) or only the visual viewport (Chrome on Android since 108, iOS Safari), which
 * leaves the sheet's bottom under the keyboard. The part of the layout viewport the keyboard
 * covers becomes `--p-keyboard` on the sheet, which the stylesheet lifts it by; then the focused
 * field's form (the email field and its Continue button, the code boxes) is scrolled into the
 * sheet's visible part. Returns the detach.
 */
export function keepFieldInView(sheet: HTMLElement, body: HTMLElement) {
  const viewport = window.visualViewport
  let frame = 0

  const focusedField = (): Element | null => {
    const root = sheet.getRootNode()
    const focused = root instanceof ShadowRoot ? root.activeElement : document.activeElement
    if (!focused || !body.contains(focused)) return null
    return focused.closest('form, .otp, label') ?? focused
  }
  const reveal = () => {
    frame = 0
    // A pinch zoom shrinks the visual viewport too; only an unzoomed page has a keyboard's gap.
    const covered =
      viewport && viewport.scale < 1.01
        ? Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop)
        : 0
    sheet.style.setProperty('--p-keyboard', `${String(Math.round(covered))}px`)
    const field = focusedField()
    if (field) scrollWithin(body, field)
  }
  // Measured once the resize has been laid out.
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(reveal)
  }

  viewport?.addEventListener('resize', schedule)
  window.addEventListener('resize', schedule)
  return () => {
    viewport?.removeEventListener('resize', schedule)
    window.removeEventListener('resize', schedule)
    cancelAnimationFrame(frame)
    sheet.style.removeProperty('--p-keyboard')
  }
}

/** Room around the field for its focus ring (2 px outline, 2 px offset). */
const RING_PX = 4

/** Scrolls the box, and only the box (the page behind stays), until the element is inside it. */
function scrollWithin(box: HTMLElement, element: Element): void {
  const outer = box.getBoundingClientRect()
  const inner = element.getBoundingClientRect()
  const below = inner.bottom + RING_PX - outer.bottom
  const above = outer.top - (inner.top - RING_PX)
  if (below > 0) box.scrollTop += below
  else if (above > 0) box.scrollTop -= above
}
