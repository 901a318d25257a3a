export type OperatingSystem = 'ios' | 'mac' | 'android' | 'windows' | 'linux' | 'other'

export interface Platform {
  isTelegram: boolean
  isMobile: boolean
  os: OperatingSystem
}

/** Socials each platform cannot offer (spec §5), on top of facebook on any mobile. */
function hiddenSocials({ isTelegram, isMobile, os }: Platform): ReadonlySet<string> {
  const hidden = new Set<string>()
  if (isMobile) hidden.add('facebook')
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
