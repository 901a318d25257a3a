/**
 * IANA time zones of mainland China, Hong Kong and Macau (spec §6), including the deprecated
 * aliases browsers may still report. The spec does not say what the list gates.
 */
export const RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
  'PRC',
  'Hongkong',
] as const

const restricted: ReadonlySet<string> = new Set(
  RESTRICTED_TIME_ZONES.map((zone) => zone.toLowerCase()),
)

/** Time zone ids are compared case-insensitively, as some runtimes change their case. */
export function isRestrictedTimeZone(timeZone: string): boolean {
  return restricted.has(timeZone.toLowerCase())
}
