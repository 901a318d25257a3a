import { LOCALE_LOADERS } from './locale-loaders.js'
import type { Messages } from './locales/en.js'
import type { LocaleTag } from './shipped-locales.js'

/** Catalogues are data, the same for every instance on the page: each is fetched once. */
const loaded = new Map<LocaleTag, Promise<Messages>>()

/**
 * A locale's catalogue, fetched through its own import() the first time it is asked for. English
 * is no exception: it stays out of the first load, fetched when the modal mounts.
 */
export function loadMessages(locale: LocaleTag): Promise<Messages> {
  let pending = loaded.get(locale)
  if (!pending) {
    pending = LOCALE_LOADERS[locale]().then(({ default: messages }) => messages)
    // A failed fetch may be tried again later.
    pending.catch(() => loaded.delete(locale))
    loaded.set(locale, pending)
  }
  return pending
}
