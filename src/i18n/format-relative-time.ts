import { formatRelativeDate, largestUnit, type RelativeTimeUnit } from '../utils/relative-date.js'
import { DEFAULT_LOCALE } from './shipped-locales.js'

/**
 * How long ago a date was, in the locale's words through Intl.RelativeTimeFormat ('vor 5 Min.');
 * English keeps the spec's abbreviations ('5 min').
 */
export function formatRelativeTime(
  date: Date | number,
  now: Date | number,
  locale: string,
): string {
  if (locale === DEFAULT_LOCALE) return formatRelativeDate(date, now)
  const [amount, unit] = largestUnit(Math.max(0, Number(now) - Number(date)))
  return new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' }).format(
    -amount,
    INTL_UNITS[unit],
  )
}

const INTL_UNITS = {
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  months: 'month',
  years: 'year',
} as const satisfies Record<RelativeTimeUnit, Intl.RelativeTimeFormatUnit>
