import { MODAL_CSS } from './modal-css.js'

/**
 * Adopts the modal's stylesheet into the shadow root: a constructable CSSStyleSheet needs no
 * <style> element, so a CSP without 'unsafe-inline' lets it through.
 */
export function adoptStylesheet(root: ShadowRoot): void {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(MODAL_CSS)
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}
