import { DEFAULT_LOCALE } from './shipped-locales.js'

/** An optional '<' (the '<0.001' of a tiny amount) or sign, then a plain decimal. */
const SHOWN_DECIMAL = /^([<+-]?)(\d+(?:\.(\d+))?)$/

const isNumeric = (text: string): text is Intl.StringNumericLiteral => /^\d/.test(text)

/**
 * A decimal as the spec's display rules cut it ('1234.5', '<0.001', '-0.500') in the locale's
 * digits and separators ('1.234,5' in German), every digit kept: the digits go to Intl as a
 * string, never through a float. English keeps the spec's plain form; other text is returned
 * as it is.
 */
export function formatDecimal(shown: string, locale: string): string {
  const match = SHOWN_DECIMAL.exec(shown)
  const digits = match?.[2]
  if (!match || digits === undefined || !isNumeric(digits) || locale === DEFAULT_LOCALE)
    return shown
  const decimals = match[3]?.length ?? 0
  const formatted = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(digits)
  return `${match[1] ?? ''}${formatted}`
}
