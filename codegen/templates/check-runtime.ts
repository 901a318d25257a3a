// What the compiled checks call besides plain JavaScript: typebox's code-point count and the string
// formats the specs use, each the same function typebox 1.x ships (MIT, sinclairzx81/typebox),
// rewritten here because importing them from `typebox/guard` or `typebox/format` costs the first
// load about 7 KB gzipped: those entries register every format (IDNA hostnames among them) and
// the whole guard namespace as module side effects. test/unit/codegen/check-runtime.test.ts holds
// each one equal to typebox's on a corpus of values. codegen refuses a format not defined here.

/** The number of Unicode code points: a surrogate pair counts once (minLength, maxLength). */
export function CodePointCount(value: string): number {
  let count = 0
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    const next = value.charCodeAt(index + 1)
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index++
    count++
  }
  return count
}

const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/
const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

/** An RFC 3339 full-date, `2020-12-12`, with the month's real number of days. */
export function IsDate(value: string): boolean {
  const matches = DATE.exec(value)
  if (!matches) return false
  const year = Number(matches[1])
  const month = Number(matches[2])
  const day = Number(matches[3])
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS[month] ?? 0)
  return month >= 1 && month <= 12 && day >= 1 && day <= days
}

const TIME = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:([Zz])|([+-])(\d\d):(\d\d))?$/
/** The minutes of a day in UTC: 23:59:60 is the only leap second a time may name. */
const LAST_MINUTE_OF_DAY = 1439

/** An RFC 3339 full-time with its offset (`20:20:40Z`, `20:20:40.5+01:00`), leap second included. */
export function IsTime(value: string): boolean {
  const matches = TIME.exec(value)
  if (!matches) return false
  if (!matches[4] && !matches[5]) return false
  const hour = Number(matches[1])
  const minute = Number(matches[2])
  const second = Number(matches[3])
  if (hour > 23 || minute > 59 || second > 60) return false
  const offsetHours = Number(matches[6] ?? 0)
  const offsetMinutes = Number(matches[7] ?? 0)
  if (matches[5] && (offsetHours > 23 || offsetMinutes > 59)) return false
  if (second < 60) return true
  const sign = matches[5] === '-' ? -1 : 1
  const utcMinutes = hour * 60 + minute - sign * (offsetHours * 60 + offsetMinutes)
  return ((utcMinutes % 1440) + 1440) % 1440 === LAST_MINUTE_OF_DAY
}

/** RFC 9557's suffix after a date-time: a time zone and tagged values in brackets. */
const DATE_TIME_SUFFIX =
  /^(?:\[!?(?:(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13}(?:\/(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13})*|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])\](?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*|(?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*)$/

/** An RFC 3339 date-time (`2020-12-12T20:20:40+00:00`), with an optional RFC 9557 suffix. */
export function IsDateTime(value: string): boolean {
  const index = value.indexOf('[')
  const dateTime = index === -1 ? value : value.slice(0, index)
  if (index !== -1 && !DATE_TIME_SUFFIX.test(value.slice(index))) return false
  const parts = dateTime.split(/T/i)
  return parts.length === 2 && IsDate(parts[0] ?? '') && IsTime(parts[1] ?? '')
}

const EMAIL =
  /^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*|"(?:[^"\\]|\\[\x20-\x7e])*")@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[(?:IPv6:[a-f0-9:]+|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})\])$/i

/** An RFC 5322 address (`name@example.com`). */
export function IsEmail(value: string): boolean {
  return EMAIL.test(value)
}

/** One byte of an IPv4 address, 0 to 255, and the parts an RFC 3986 URI is made of. */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = `(?:${OCTET}\\.){3}${OCTET}`
const H16 = '[\\da-f]{1,4}'
const LS32 = `(?:${H16}:${H16}|${IPV4})`
const IPV6 = [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
].join('|')
const ENCODED = '%[0-9a-f]{2}'
const PCHAR = `(?:[-a-z0-9._~!$&'()*+,;=:@]|${ENCODED})`
const AUTHORITY =
  `(?:(?:[-a-z0-9._~!$&'()*+,;=:]|${ENCODED})*@)?` +
  `(?:\\[(?:(?:${IPV6})|v[0-9a-f]+\\.[-a-z0-9._~!$&'()*+,;=:]+)\\]|${IPV4}|(?:[-a-z0-9._~!$&'()*+,;=]|${ENCODED})*)` +
  '(?::\\d*)?'
const HIER_PART =
  `\\/\\/${AUTHORITY}(?:\\/${PCHAR}*)*` +
  `|\\/(?:${PCHAR}+(?:\\/${PCHAR}*)*)?` +
  `|${PCHAR}+(?:\\/${PCHAR}*)*`
const QUERY_OR_FRAGMENT = `(?:[-a-z0-9._~!$&'()*+,;=:@/?]|${ENCODED})*`
/** The whole RFC 3986 URI (exported so a test holds it equal to typebox's, character for character). */
export const URI_PATTERN = new RegExp(
  `^[a-z][a-z0-9+\\-.]*:(?:${HIER_PART})?(?:\\?${QUERY_OR_FRAGMENT})?(?:#${QUERY_OR_FRAGMENT})?$`,
  'i',
)

/** An absolute RFC 3986 URI: a scheme, then an optional hierarchy, query and fragment. */
export function IsUri(value: string): boolean {
  return URI_PATTERN.test(value)
}

const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i

/** An RFC 9562 UUID in its 8-4-4-4-12 hex form, any version. */
export function IsUuid(value: string): boolean {
  return UUID.test(value)
}
