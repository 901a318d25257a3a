import en from '../../src/i18n/locales/en.js'
import { LOCALE_FILES } from '../locale-files.js'

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/**
 * A catalogue text as a pattern over what the modal shows: each `{name}` stands for any value.
 * Texts that are nothing but placeholders (or too short a frame to tell) match nothing.
 */
function patternOf(text: string): RegExp | undefined {
  const literal = text.replace(/\{\w+\}/g, '')
  if (literal === text) return undefined
  if ((literal.match(/\p{L}/gu) ?? []).length < 3) return undefined
  const source = escape(text.replace(/\{(\w+)\}/g, '\u0000')).replaceAll('\u0000', '.+')
  return new RegExp(`^${source.replace(/[{}]/g, '\\$&')}$`, 'u')
}

/** Whether a text on screen reads as one of these catalogue texts (placeholders filled in). */
function matcherOf(texts: readonly string[]): (shown: string) => boolean {
  const exact = new Set(texts)
  const patterns = texts.map(patternOf).filter((pattern) => pattern !== undefined)
  return (shown) => exact.has(shown) || patterns.some((pattern) => pattern.test(shown))
}

const isEnglish = matcherOf(Object.values(en))
const ownTexts = new Map<string, (shown: string) => boolean>()

/**
 * The texts among those shown under a locale that are English catalogue texts the locale does
 * not write the same: a text the locale itself has (its own words, or a key it marks
 * `sameAsEnglish`) is no finding, whatever English also says.
 */
export function untranslatedTexts(tag: string, shown: readonly string[]): string[] {
  let own = ownTexts.get(tag)
  if (!own) {
    const file = LOCALE_FILES[tag]
    if (!file) throw new Error(`No locale file for ${tag}`)
    own = matcherOf(Object.values(file.default))
    ownTexts.set(tag, own)
  }
  return shown.filter((text) => isEnglish(text) && !own(text))
}
