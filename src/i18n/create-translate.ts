import { formatMessage, type MessageParams } from './format-message.js'
import type { MessageKey, Messages } from './locales/en.js'
import { DEFAULT_LOCALE } from './shipped-locales.js'

/** A catalogue text in the modal's language, its `{placeholders}` filled. */
export type Translate = (key: MessageKey, params?: MessageParams) => string

/**
 * The translate function of a locale: the app's own wording first (the `messages` option), then
 * then the locale's catalogue. Numbers put into a text are written the locale's way.
 */
export function createTranslate(
  locale: string,
  messages: Messages,
  overrides: Partial<Messages> = {},
): Translate {
  const numbers = locale === DEFAULT_LOCALE ? undefined : new Intl.NumberFormat(locale)
  const localized = (params: MessageParams): MessageParams =>
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        typeof value === 'number' && numbers ? numbers.format(value) : value,
      ]),
    )
  return (key, params) =>
    formatMessage(overrides[key] ?? messages[key], params && localized(params))
}
