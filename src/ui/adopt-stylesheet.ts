/**
 * Adopts a stylesheet into the shadow root: a constructable CSSStyleSheet needs no <style>
 * element, so a CSP without 'unsafe-inline' lets it through.
 */
export function adoptStylesheet(root: ShadowRoot, css: string): void {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}
