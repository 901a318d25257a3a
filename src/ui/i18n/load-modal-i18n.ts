import { loadMessages } from '../../i18n/load-messages.js'
import type { Messages } from '../../i18n/locales/en.js'
import { DEFAULT_LOCALE, type LocaleTag } from '../../i18n/shipped-locales.js'
import { modalI18n, type ModalI18n } from './modal-i18n.js'

/** A locale ready to speak: its catalogue arrived; the app's overrides are put on at render. */
export type SpokenLocale = (overrides?: Partial<Messages>) => ModalI18n

/**
 * The chosen locale's catalogue and English's (the controllers raise their messages in English,
 * the modal maps them to keys), fetched side by side. This module, the loader table and the Intl
 * formats are a lazy chunk of their own, fetched when the modal mounts.
 */
export async function loadModalI18n(locale: LocaleTag): Promise<SpokenLocale> {
  const english = loadMessages(DEFAULT_LOCALE)
  const messages = await loadMessages(locale).catch(async (error: unknown) => {
    // English is then the only one left to try: the modal speaks it rather than nothing.
    if (locale === DEFAULT_LOCALE) throw error
    console.warn(`The ${locale} catalogue did not load; the modal stays in English`, error)
    locale = DEFAULT_LOCALE
    return english
  })
  const englishMessages = await english
  return (overrides) => modalI18n(locale, messages, englishMessages, overrides)
}
