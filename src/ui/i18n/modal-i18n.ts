import { createTranslate, type Translate } from '../../i18n/create-translate.js'
import { formatDecimal } from '../../i18n/format-decimal.js'
import { formatRelativeTime } from '../../i18n/format-relative-time.js'
import { messageKeyOf } from '../../i18n/message-key-of.js'
import type { MessageKey, Messages } from '../../i18n/locales/en.js'
import { isMessageKey } from '../../i18n/is-message-key.js'
import { localeDirection, type LocaleTag } from '../../i18n/shipped-locales.js'

/** Everything the modal's parts need to speak and write numbers in the visitor's language. */
export interface ModalI18n {
  locale: LocaleTag
  dir: 'ltr' | 'rtl'
  t: Translate
  /** Whether a key built at run time (`title.${view}`) names a catalogue text. */
  has: (key: string) => key is MessageKey
  /** A message a controller raised in English, in the locale (unknown ones as they are). */
  say: (message: string) => string
  /** A decimal cut by the spec's display rules, in the locale's digits and separators. */
  decimal: (shown: string) => string
  /** How long ago a date was: the spec's '5 min' in English, Intl's words elsewhere. */
  ago: (date: Date | number, now: number) => string
}

export function modalI18n(
  locale: LocaleTag,
  messages: Messages,
  /** The English catalogue: the controllers raise their messages in English. */
  english: Messages,
  overrides?: Partial<Messages>,
): ModalI18n {
  const t = createTranslate(locale, messages, overrides)
  return {
    locale,
    dir: localeDirection(locale),
    t,
    has: (key): key is MessageKey => isMessageKey(key, messages),
    say: (message) => {
      const known = messageKeyOf(message, english)
      return known ? t(known.key, known.params) : message
    },
    decimal: (shown) => formatDecimal(shown, locale),
    ago: (date, now) => formatRelativeTime(date, now, locale),
  }
}
