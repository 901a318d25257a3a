import { describe, expect, it } from 'vitest'
import { createTranslate } from '../../../src/i18n/create-translate.js'
import deDE from '../../../src/i18n/locales/de-DE.js'
import en from '../../../src/i18n/locales/en.js'

describe('createTranslate', () => {
  it('says a key in the locale and fills its placeholders', () => {
    const t = createTranslate('en-US', en)
    expect(t('title.Connect')).toBe('Connect Wallet')
    expect(t('networks.switched', { name: 'Sepolia' })).toBe('Switched to Sepolia')
    expect(t('error.tryAgainAfter', { n: 12 })).toBe('Please try again after 12 seconds')
  })

  it('writes numbers the locale way', () => {
    const t = createTranslate('de-DE', deDE)
    expect(t('allWallets.count', { n: 1234 })).toContain('1.234')
    expect(t('title.Connect')).toBe(deDE['title.Connect'])
  })

  it("puts the app's own wording over the catalogue's, in every locale", () => {
    const overrides = { 'title.Connect': 'Sign in' }
    expect(createTranslate('en-US', en, overrides)('title.Connect')).toBe('Sign in')
    expect(createTranslate('de-DE', deDE, overrides)('title.Connect')).toBe('Sign in')
    expect(createTranslate('de-DE', deDE, overrides)('modal.back')).toBe(deDE['modal.back'])
  })

  it('leaves a placeholder without a value as written', () => {
    expect(createTranslate('en-US', en)('networks.switched')).toBe('Switched to {name}')
  })
})
