import { describe, expect, it } from 'vitest'
import { createLocale } from '../../../src/controllers/locale.js'

describe('the locale controller', () => {
  it("takes the app's option over the browser's languages", () => {
    expect(createLocale({ locale: 'ja', languages: ['de-DE'] }).current()).toBe('ja-JP')
  })

  it("takes the browser's best language without an option, English without either", () => {
    expect(createLocale({ languages: ['es-MX', 'en'] }).current()).toBe('es-419')
    // On a server there are no languages: only the option counts.
    expect(createLocale({}).current()).toBe('en-US')
  })

  it('switches live to the best match of a tag and tells its listeners', () => {
    const locale = createLocale({ locale: 'en' })
    const seen: string[] = []
    locale.store.subscribe((state) => seen.push(state.locale))
    locale.setLocale('ar')
    locale.setLocale('zh-Hant')
    expect(seen).toStrictEqual(['ar-AR', 'zh-TW'])
  })
})
