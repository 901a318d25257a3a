import type { Page } from 'playwright-core'

/** What the modal showed in one locale. */
export interface LocaleTexts {
  tag: string
  dir: string | null
  texts: string[]
  /** The computed direction of each element kept left to right (amounts, addresses). */
  kept: string[]
}

/**
 * Runs in the page: switches the modal through each locale with the host's picker (the page
 * stays on the open view) and reads, once the modal speaks it, every text it shows: text nodes
 * of visible elements in its shadow root and the placeholders of visible fields, trimmed. An
 * element's whole text counts too, so a message split by a link (`{terms}`) reads as the
 * sentence it is. One call for all the locales: a round trip per locale costs more than the walk.
 */
async function readInEveryLocale(tags: readonly string[]): Promise<LocaleTexts[]> {
  const picker = document.querySelector('[data-testid="locale-picker"]')
  const root = document.querySelector('portico-modal')?.shadowRoot?.querySelector('.root')
  if (!(picker instanceof HTMLSelectElement) || !root) throw new Error('No picker or no modal')
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const read = (tag: string): LocaleTexts => {
    const texts = new Set<string>()
    const add = (text: string | null | undefined) => {
      const trimmed = text?.replace(/\s+/g, ' ').trim()
      if (trimmed) texts.add(trimmed)
    }
    for (const element of root.querySelectorAll('*')) {
      if (!shown(element)) continue
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE) add(node.textContent)
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
        add(element.placeholder)
      if (
        element instanceof HTMLElement &&
        element.children.length > 0 &&
        element.innerText.length < 200
      )
        add(element.innerText)
    }
    const kept = [...root.querySelectorAll('[dir="ltr"], bdi')].map(
      (element) => getComputedStyle(element).direction,
    )
    return { tag, dir: root.getAttribute('dir'), texts: [...texts], kept }
  }
  // A dialog still fading in reads as invisible: its entrance ends first (spinners never end).
  const entering = () =>
    root
      .getAnimations({ subtree: true })
      .some((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
  const settled = performance.now() + 5_000
  while (entering() && performance.now() < settled) await frame()
  // The switch ends when the modal takes the new lang (set once its texts are rendered).
  const speaking = (tag: string) =>
    new Promise<void>((resolve, reject) => {
      if (root.getAttribute('lang') === tag) {
        resolve()
        return
      }
      const timer = setTimeout(() => {
        observer.disconnect()
        reject(new Error(`The modal never spoke ${tag}`))
      }, 10_000)
      const observer = new MutationObserver(() => {
        if (root.getAttribute('lang') !== tag) return
        observer.disconnect()
        clearTimeout(timer)
        resolve()
      })
      observer.observe(root, { attributes: true, attributeFilter: ['lang'] })
    })
  const found: LocaleTexts[] = []
  for (const tag of tags) {
    const spoken = speaking(tag)
    picker.value = tag
    picker.dispatchEvent(new Event('change', { bubbles: true }))
    await spoken
    found.push(read(tag))
  }
  return found
}

export const textsInEveryLocale = (page: Page, tags: readonly string[]): Promise<LocaleTexts[]> =>
  page.evaluate(readInEveryLocale, tags)

/** A text of the modal that does not fit its box, for the report. */
export interface Overflow {
  text: string
  reason: string
}

/**
 * Runs in the page: the modal's texts that do not fit. An element holding text overflows when
 * its content is wider than its box (unless it ends in an ellipsis on purpose, as addresses
 * do), or when its box reaches past the dialog's.
 */
function collectOverflows(): Overflow[] {
  const dialog = document.querySelector('portico-modal')?.shadowRoot?.querySelector('dialog')
  if (!dialog) return []
  const frame = dialog.getBoundingClientRect()
  const found: Overflow[] = []
  for (const element of dialog.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement)) continue
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    const holdsText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    )
    if (!holdsText) continue
    const style = getComputedStyle(element)
    // Texts for screen readers only sit in a 1 px clipped box on purpose.
    if (element.clientWidth <= 1 && style.position === 'absolute') continue
    const text = element.innerText.slice(0, 80)
    const box = element.getBoundingClientRect()
    if (box.left < frame.left - 1 || box.right > frame.right + 1)
      found.push({
        text,
        reason: `box ${String(box.left)}..${String(box.right)} outside the dialog`,
      })
    else if (
      style.display !== 'inline' &&
      style.textOverflow !== 'ellipsis' &&
      element.scrollWidth > element.clientWidth + 1
    )
      found.push({
        text,
        reason: `content ${String(element.scrollWidth)} px wide in ${String(element.clientWidth)} px`,
      })
  }
  return found
}

export const modalOverflows = (page: Page): Promise<Overflow[]> => page.evaluate(collectOverflows)
