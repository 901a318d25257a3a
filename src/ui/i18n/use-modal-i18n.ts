import { useEffect, useMemo, useState } from 'react'
import type { LocaleState } from '../../controllers/locale.js'
import { loadedMessages, loadMessages } from '../../i18n/load-messages.js'
import en, { type Messages } from '../../i18n/locales/en.js'
import type { LocaleTag } from '../../i18n/shipped-locales.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { modalI18n, type ModalI18n } from './modal-i18n.js'

const localeOf = (state: LocaleState) => state.locale

interface Shown {
  locale: LocaleTag
  messages: Messages
}

const shownOf = (locale: LocaleTag): Shown | undefined => {
  const messages = loadedMessages(locale)
  return messages && { locale, messages }
}

/**
 * The modal's language: undefined until the chosen locale's catalogue has arrived (so the modal
 * never shows a text in a language the visitor did not get); after a live switch the previous
 * language stays on screen until the next one is there. A catalogue that cannot be fetched
 * leaves the modal in English.
 */
export function useModalI18n(): ModalI18n | undefined {
  const portico = usePortico()
  const locale = useStore(portico.locale.store, localeOf)
  const [shown, setShown] = useState(() => shownOf(locale))
  useEffect(() => {
    let live = true
    loadMessages(locale).then(
      (messages) => {
        if (live) setShown({ locale, messages })
      },
      (error: unknown) => {
        console.warn(`The ${locale} catalogue did not load; the modal stays in English`, error)
        if (live) setShown({ locale: 'en-US', messages: en })
      },
    )
    return () => {
      live = false
    }
  }, [locale])
  const overrides = portico.options.options.messages
  return useMemo(
    () => shown && modalI18n(shown.locale, shown.messages, overrides),
    [shown, overrides],
  )
}
