/** Browsers and systems by the User-Agent token that names them, most specific first. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrom(e|ium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bnode\b|undici/i, 'Node'],
]

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad)\b/, 'iOS'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * "Chrome (Linux)": what Account shows for a session's device, from its requests' User-Agent, in
 * product names only (the same in every language the account page speaks; it shows its own
 * "Unknown device" where no browser is known). Only the names above ever come out, so a hostile
 * User-Agent cannot put text in the list.
 */
export function deviceLabel(userAgent: string | undefined): string | undefined {
  if (userAgent === undefined || userAgent === '') return undefined
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser === undefined) return undefined
  return system === undefined ? browser : `${browser} (${system})`
}
