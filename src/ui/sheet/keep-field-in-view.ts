/**
 * The on-screen keyboard. A phone either shrinks the layout viewport (the sheet, at the bottom,
 * gets shorter) or only the visual viewport (iOS Safari, Chrome on Android since 108 or with
 * `interactive-widget=resizes-visual`), which leaves the sheet's bottom under the keyboard and,
 * as the browser scrolls the visual viewport to the focused field, its top above the screen.
 * The part of the layout viewport below the visual one becomes `--p-keyboard` on the sheet, which
 * the stylesheet lifts it by, and the visual viewport's height `--p-visible`, which caps
 * it; then the focused field's form (the email field and its Continue button, the code boxes) is
 * scrolled into the sheet's visible part. Returns the detach.
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
    const field = focusedField()
    if (field) scrollWithin(body, field)
  }
  // Set in the viewport's own event, which comes before the frame is drawn: the sheet moves with
  // the keyboard in that frame, never one later (a jump as the keyboard closes). The field is
  // scrolled to once that layout is done.
  const follow = () => {
    const gap = keyboardGap(viewport)
    if (gap && viewport) {
      sheet.style.setProperty('--p-keyboard', `${String(gap)}px`)
      sheet.style.setProperty('--p-visible', `${String(viewport.height)}px`)
    } else {
      sheet.style.removeProperty('--p-keyboard')
      sheet.style.removeProperty('--p-visible')
    }
    if (frame === 0) frame = requestAnimationFrame(reveal)
  }

  follow()
  viewport?.addEventListener('resize', follow)
  viewport?.addEventListener('scroll', follow)
  window.addEventListener('resize', follow)
  return () => {
    viewport?.removeEventListener('resize', follow)
    viewport?.removeEventListener('scroll', follow)
    window.removeEventListener('resize', follow)
    cancelAnimationFrame(frame)
    sheet.style.removeProperty('--p-keyboard')
    sheet.style.removeProperty('--p-visible')
  }
}

/**
 * How much of the layout viewport lies below the visual one, in whole px; 0 when zoomed, as a
 * pinch shrinks the visual viewport too and only an unzoomed page has a keyboard's gap.
 */
function keyboardGap(viewport: VisualViewport | null): number {
  if (!viewport || viewport.scale >= 1.01) return 0
  return Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop))
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
