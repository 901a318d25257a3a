import { formatDecimal } from './format-decimal.js'
import { DEFAULT_LOCALE } from './shipped-locales.js'

/**
 * A fiat amount with its currency the locale's way ('12,50 €' in German), the spec's 2 decimals
 * kept; English keeps the plain '12.50 USD'. A currency Intl does not know is written after the
 * amount.
 */
export function formatFiat(amount: string, currency: string, locale: string): string {
  const value = Number(amount)
  if (locale === DEFAULT_LOCALE || !Number.isFinite(value) || !/^[A-Z]{3}$/.test(currency))
    return `${formatDecimal(amount, locale)} ${currency}`
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}
