import { DATE_LOCALE_ABBREVIATIONS } from '../core/constants.js'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

export type RelativeTimeUnit = keyof typeof DATE_LOCALE_ABBREVIATIONS

/**
 * Time elapsed from `date` to `now` in its largest whole unit, with the default locale's
 * abbreviations: '5 sec', '3 min', '2 hr', '4 d', '2 mo', '1 yr'. Months count as 30 days and
 * years as 365. A date in the future shows '0 sec' rather than a negative amount.
 */
export function formatRelativeDate(date: Date | number, now: Date | number = Date.now()): string {
  const elapsed = Math.max(0, toTime(now) - toTime(date))
  const [amount, unit] = largestUnit(elapsed)
  return `${String(amount)} ${DATE_LOCALE_ABBREVIATIONS[unit]}`
}

/** The elapsed milliseconds in their largest whole unit (months of 30 days, years of 365). */
export function largestUnit(elapsed: number): [number, RelativeTimeUnit] {
  if (elapsed < MINUTE) return [Math.floor(elapsed / SECOND), 'seconds']
  if (elapsed < HOUR) return [Math.floor(elapsed / MINUTE), 'minutes']
  if (elapsed < DAY) return [Math.floor(elapsed / HOUR), 'hours']
  if (elapsed < MONTH) return [Math.floor(elapsed / DAY), 'days']
  if (elapsed < YEAR) return [Math.floor(elapsed / MONTH), 'months']
  return [Math.floor(elapsed / YEAR), 'years']
}

function toTime(value: Date | number): number {
  return typeof value === 'number' ? value : value.getTime()
}
