import { describe, expect, it } from 'vitest'
import { matchLocale } from '../../../src/i18n/match-locale.js'

describe('matchLocale', () => {
  it('takes a shipped tag as it is, whatever its case', () => {
    expect(matchLocale(['de-DE'])).toBe('de-DE')
    expect(matchLocale(['pt-br'])).toBe('pt-BR')
  })

  it('matches by language when the region is not shipped', () => {
    expect(matchLocale(['es-MX'])).toBe('es-419')
    expect(matchLocale(['pt'])).toBe('pt-BR')
    expect(matchLocale(['fr-CA'])).toBe('fr-FR')
    expect(matchLocale(['he'])).toBe('he-IL')
    expect(matchLocale(['en-GB'])).toBe('en-US')
  })

  it('tells Chinese apart by script and place', () => {
    expect(matchLocale(['zh-Hant'])).toBe('zh-TW')
    expect(matchLocale(['zh-TW'])).toBe('zh-TW')
    expect(matchLocale(['zh-HK'])).toBe('zh-HK')
    expect(matchLocale(['zh-Hant-MO'])).toBe('zh-HK')
    expect(matchLocale(['zh-Hans'])).toBe('zh-CN')
    expect(matchLocale(['zh-SG'])).toBe('zh-CN')
    expect(matchLocale(['zh'])).toBe('zh-CN')
  })

  it('takes the first preferred language the modal speaks, else English', () => {
    expect(matchLocale(['nb-NO', 'sv', 'ja'])).toBe('ja-JP')
    expect(matchLocale(['fr-CA', 'en-US'])).toBe('fr-FR')
    expect(matchLocale(['nb-NO'])).toBe('en-US')
    expect(matchLocale([])).toBe('en-US')
  })
})
