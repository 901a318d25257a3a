import { LOCALE_LOADERS } from './locale-loaders.js'
import en, { type Messages } from './locales/en.js'
import type { LocaleTag } from './shipped-locales.js'

/** Catalogues are data, the same for every instance on the page: each is fetched once. */
const loaded = new Map<LocaleTag, Promise<Messages>>([['en-US', Promise.resolve(en)]])
const ready = new Map<LocaleTag, Messages>([['en-US', en]])

/** A locale's catalogue if it has arrived already (English always has). */
export function loadedMessages(locale: LocaleTag): Messages | undefined {
  return ready.get(locale)
}

/** A locale's catalogue, fetched through its own import() the first time it is asked for. */
export function loadMessages(locale: LocaleTag): Promise<Messages> {
  let pending = loaded.get(locale)
  if (!pending) {
    // English is always loaded, so only the other locales reach their loader.
    pending =
      locale === 'en-US'
        ? Promise.resolve(en)
        : LOCALE_LOADERS[locale]().then(({ default: messages }) => {
            ready.set(locale, messages)
            return messages
          })
    // A failed fetch may be tried again later.
    pending.catch(() => loaded.delete(locale))
    loaded.set(locale, pending)
  }
  return pending
}
