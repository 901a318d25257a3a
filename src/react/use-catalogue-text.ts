import { useEffect, useState } from 'react'
import type { MessageKey, Messages } from '../i18n/locales/en.js'
import { DEFAULT_LOCALE, type LocaleTag } from '../i18n/shipped-locales.js'
import { usePorticoLocale } from './use-portico-locale.js'
import { usePorticoInternals } from './use-portico-internals.js'

interface Arrived {
  locale: LocaleTag
  messages: Messages
}

/**
 * A catalogue text for the host-side buttons, in the modal's language: the app's own wording
 * (`messages` option) first, then the locale's catalogue once it has arrived (the lazy chunk the
 * modal fetches too, so nothing of it is in the first load), the English words given until then.
 * English needs no fetch: the words given are the catalogue's.
 */
export function useCatalogueText(key: MessageKey, english: string): string {
  const portico = usePorticoInternals()
  const { locale } = usePorticoLocale()
  const [arrived, setArrived] = useState<Arrived | undefined>()
  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return
    let live = true
    import('../i18n/load-messages.js')
      .then(({ loadMessages }) => loadMessages(locale))
      .then(
        (messages) => {
          if (live) setArrived({ locale, messages })
        },
        // A catalogue that cannot be fetched leaves the English words, as in the modal.
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [locale])
  const spoken = arrived?.locale === locale ? arrived.messages[key] : undefined
  return portico.options.options.messages?.[key] ?? spoken ?? english
}
