import { describe, expect, it } from 'vitest'
import en, { type MessageKey } from '../../../../src/i18n/locales/en.js'
import { LOCALE_FILES } from '../../../locale-files.js'

const keys = Object.keys(en).filter((key): key is MessageKey => Object.hasOwn(en, key))
/** A visible text equal to any of these reads as untranslated unless its key is listed. */
const englishTexts = new Set<string>(Object.values(en))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])

describe.each(Object.entries(LOCALE_FILES))('the %s catalogue', (_tag, file) => {
  it('lists in sameAsEnglish exactly the keys whose text is an English catalogue text', () => {
    const same = keys.filter((key) => englishTexts.has(file.default[key]))
    expect(same.toSorted()).toStrictEqual([...file.sameAsEnglish].toSorted())
  })

  it('keeps every placeholder of each English text, and adds none', () => {
    for (const key of keys) {
      expect(placeholders(file.default[key]).toSorted(), key).toStrictEqual(
        placeholders(en[key]).toSorted(),
      )
    }
  })
})
