import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_PAGE_TEXTS,
  accountPageLanguage,
} from '../../../devnet/secure-site/account-page-language.js'
import { ACCOUNT_PAGE_EN } from '../../../devnet/secure-site/account-page-texts.js'
import { SHIPPED_LOCALES } from '../../../src/i18n/shipped-locales.js'

const placesOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '').sort()

describe('devnet secure site: the account pages in the modal’s 20 languages', () => {
  const keys = Object.keys(ACCOUNT_PAGE_EN).sort()
  const textOf = (texts: object, key: string): unknown => Reflect.get(texts, key)
  for (const locale of SHIPPED_LOCALES.filter((tag) => tag !== 'en-US')) {
    it(`${locale}: every text written, none the English one, the same {places}`, () => {
      const texts = ACCOUNT_PAGE_TEXTS[locale]
      expect(Object.keys(texts).sort()).toEqual(keys)
      for (const key of keys) {
        const text = textOf(texts, key)
        const english = textOf(ACCOUNT_PAGE_EN, key)
        if (typeof text !== 'string' || typeof english !== 'string') throw new Error(key)
        expect(text.trim(), key).not.toBe('')
        expect(text, key).not.toBe(english)
        expect(placesOf(text), key).toEqual(placesOf(english))
      }
    })
  }

  it('takes the language the modal passes as the modal matches it; right to left for Arabic and Hebrew', () => {
    expect(accountPageLanguage('de-DE')).toMatchObject({ locale: 'de-DE', dir: 'ltr' })
    expect(accountPageLanguage('es-MX').locale).toBe('es-419')
    expect(accountPageLanguage('zh-Hant').locale).toBe('zh-TW')
    expect(accountPageLanguage('he-IL')).toMatchObject({
      dir: 'rtl',
      texts: ACCOUNT_PAGE_TEXTS['he-IL'],
    })
    expect(accountPageLanguage('ar-AR').dir).toBe('rtl')
    expect(accountPageLanguage('xx-YY')).toMatchObject({ locale: 'en-US', texts: ACCOUNT_PAGE_EN })
    expect(accountPageLanguage(null).locale).toBe('en-US')
  })
})
