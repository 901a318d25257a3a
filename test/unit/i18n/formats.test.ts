import { describe, expect, it } from 'vitest'
import { formatDecimal } from '../../../src/i18n/format-decimal.js'
import { formatFiat } from '../../../src/i18n/format-fiat.js'
import { formatRelativeTime } from '../../../src/i18n/format-relative-time.js'
import { localDigits } from '../../../src/i18n/local-digits.js'
import { maskAmount } from '../../../src/utils/amount-mask.js'

const MINUTE = 60_000

describe('formatDecimal', () => {
  it("keeps the spec's plain form in English", () => {
    expect(formatDecimal('1234.567', 'en-US')).toBe('1234.567')
  })

  it("writes the locale's separators and keeps every digit, never through a float", () => {
    expect(formatDecimal('1234.567', 'de-DE')).toBe('1.234,567')
    expect(formatDecimal('12345678901234567890.123', 'de-DE')).toBe(
      '12.345.678.901.234.567.890,123',
    )
    expect(formatDecimal('0.500', 'fr-FR')).toBe('0,500')
  })

  it("keeps the sign and the '<' of a tiny amount, and other text as it is", () => {
    expect(formatDecimal('<0.001', 'de-DE')).toBe('<0,001')
    expect(formatDecimal('-0.500', 'de-DE')).toBe('-0,500')
    expect(formatDecimal('NFT', 'de-DE')).toBe('NFT')
  })
})

describe('formatFiat', () => {
  it('writes a fiat amount with its currency the locale way, 2 decimals', () => {
    expect(formatFiat('12.5', 'EUR', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(12.5),
    )
    expect(formatFiat('12.50', 'USD', 'en-US')).toBe('12.50 USD')
  })
})

describe('formatRelativeTime', () => {
  it("keeps the spec's abbreviations in English", () => {
    expect(formatRelativeTime(0, 5 * MINUTE, 'en-US')).toBe('5 min')
  })

  it('uses Intl.RelativeTimeFormat elsewhere', () => {
    expect(formatRelativeTime(0, 5 * MINUTE, 'de-DE')).toBe(
      new Intl.RelativeTimeFormat('de-DE', { style: 'short' }).format(-5, 'minute'),
    )
  })
})

describe('localDigits', () => {
  it('reads Arabic-script digits and the Arabic decimal separator in an amount', () => {
    expect(maskAmount(localDigits('١٢٫٥'))).toBe('12.5')
    expect(maskAmount(localDigits('۳۴'))).toBe('34')
    // A comma, the decimal separator of most locales, is already a dot to the mask.
    expect(maskAmount(localDigits('0,25'))).toBe('0.25')
  })
})
