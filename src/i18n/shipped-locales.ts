/**
 * The locales the modal ships, by BCP 47 tag: each a chunk of its own, English included, fetched
 * through import() only when a visitor reads it (English also for the controllers' messages).
 */
export const SHIPPED_LOCALES = [
  'en-US',
  'ar-AR',
  'de-DE',
  'es-419',
  'fr-FR',
  'he-IL',
  'hi-IN',
  'id-ID',
  'ja-JP',
  'ko-KR',
  'ms-MY',
  'pt-BR',
  'ru-RU',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const

/** A language the modal ships, as a BCP 47 tag. */
export type LocaleTag = (typeof SHIPPED_LOCALES)[number]

export const DEFAULT_LOCALE: LocaleTag = 'en-US'

/** The languages written right to left among the shipped ones. */
const RTL_LANGUAGES: readonly string[] = ['ar', 'he']

/** The writing direction of a locale: 'rtl' for Arabic and Hebrew. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}
