import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALE_LOADERS } from '../../../src/i18n/locale-loaders.js'
import en from '../../../src/i18n/locales/en.js'
import { placeholdersOf } from '../../../src/i18n/format-message.js'
import { SHIPPED_LOCALES } from '../../../src/i18n/shipped-locales.js'

const LOCALES_DIR = new URL('../../../src/i18n/locales/', import.meta.url)
/** Every locale file in the folder, by tag: whatever is there is checked, not a list. */
const files = readdirSync(LOCALES_DIR)
  .filter((file) => /^[a-z]{2}-[A-Za-z0-9]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))

describe('the locale files', () => {
  it('are exactly the shipped locales, each with its own loader (English lazy like the others)', () => {
    const others = SHIPPED_LOCALES.filter((tag) => tag !== 'en-US')
    expect(files.toSorted()).toStrictEqual(others.toSorted())
    expect(Object.keys(LOCALE_LOADERS).toSorted()).toStrictEqual(SHIPPED_LOCALES.toSorted())
  })

  it('loads English through its own loader too', async () => {
    expect((await LOCALE_LOADERS['en-US']()).default).toBe(en)
  })

  it.each(files)('%s loads through its loader with every placeholder of English', async (tag) => {
    const loader = Object.entries(LOCALE_LOADERS).find(([name]) => name === tag)?.[1]
    const messages = (await loader?.())?.default
    expect(messages).toBeDefined()
    for (const [key, english] of Object.entries(en)) {
      const text = messages && Object.entries(messages).find(([name]) => name === key)?.[1]
      expect(text, `${tag} ${key}`).toBeTypeOf('string')
      expect(placeholdersOf(text ?? '').toSorted(), `${tag} ${key}`).toStrictEqual(
        placeholdersOf(english).toSorted(),
      )
    }
  })
})
