import { DEFAULT_LOCALE, SHIPPED_LOCALES, type LocaleTag } from './shipped-locales.js'

/**
 * Chinese is told apart by script more than by country: Traditional in Taiwan, Hong Kong and
 * Macau (Hong Kong's own wording for the last two), Simplified elsewhere.
 */
function chineseOf(parts: readonly string[]): LocaleTag {
  if (parts.includes('hk') || parts.includes('mo')) return 'zh-HK'
  if (parts.includes('hant') || parts.includes('tw')) return 'zh-TW'
  return 'zh-CN'
}

/** A tag's shipped locale: the same tag, else the one of its language (es-MX -> es-419). */
function matchOne(tag: string): LocaleTag | undefined {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-')
  const language = parts[0]
  if (!language) return undefined
  if (language === 'zh') return chineseOf(parts)
  const exact = SHIPPED_LOCALES.find((locale) => locale.toLowerCase() === parts.join('-'))
  return exact ?? SHIPPED_LOCALES.find((locale) => locale.startsWith(`${language}-`))
}

/**
 * The best shipped locale for tags in order of preference (navigator.languages, an option): the
 * first tag the modal speaks wins, by its exact locale or else its language; none gives English.
 */
export function matchLocale(preferred: readonly string[]): LocaleTag {
  for (const tag of preferred) {
    const match = matchOne(tag)
    if (match) return match
  }
  return DEFAULT_LOCALE
}
