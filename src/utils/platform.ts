export type OperatingSystem = 'ios' | 'mac' | 'android' | 'windows' | 'linux' | 'other'

export interface Platform {
  isTelegram: boolean
  isMobile: boolean
  os: OperatingSystem
  /** A webview Google refuses to sign in from (Android WebView, iOS WKWebView, social apps). */
  isWebView: boolean
}

/**
 * Socials each platform cannot offer (spec §5), on top of facebook on any mobile and google in a
 * webview.
 */
function hiddenSocials({ isTelegram, isMobile, os, isWebView }: Platform): ReadonlySet<string> {
  const hidden = new Set<string>()
  if (isMobile) hidden.add('facebook')
  if (isWebView) hidden.add('google')
  if (!isTelegram) return hidden
  if (os === 'ios') hidden.add('google')
  if (os === 'mac') hidden.add('x')
  if (os === 'android') {
    hidden.add('facebook')
    hidden.add('x')
  }
  return hidden
}

/** The socials to offer on this platform, in their given order. */
export function filterSocials<Social extends string>(
  socials: readonly Social[],
  platform: Platform,
): Social[] {
  const hidden = hiddenSocials(platform)
  return socials.filter((social) => !hidden.has(social))
}
