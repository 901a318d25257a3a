import { useEffect, useMemo, useState } from 'react'
import type { LocaleState } from '../../controllers/locale.js'
import { loadedMessages, loadMessages } from '../../i18n/load-messages.js'
import type { Messages } from '../../i18n/locales/en.js'
import { DEFAULT_LOCALE, type LocaleTag } from '../../i18n/shipped-locales.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { modalI18n, type ModalI18n } from './modal-i18n.js'

const localeOf = (state: LocaleState) => state.locale

interface Shown {
  locale: LocaleTag
  messages: Messages
  /** English as well: the controllers raise their messages in it, the modal maps them to keys. */
  english: Messages
}

const shownOf = (locale: LocaleTag): Shown | undefined => {
  const messages = loadedMessages(locale)
  const english = loadedMessages(DEFAULT_LOCALE)
  return messages && english && { locale, messages, english }
}

/** The locale's catalogue and English's, fetched side by side (one fetch for English). */
const loadShown = async (locale: LocaleTag): Promise<Shown> => {
  const [messages, english] = await Promise.all([
    loadMessages(locale),
    loadMessages(DEFAULT_LOCALE),
  ])
  return { locale, messages, english }
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
    const show = (next: Shown) => {
      if (live) setShown(next)
    }
    loadShown(locale).then(show, (error: unknown) => {
      console.warn(`The ${locale} catalogue did not load; the modal stays in English`, error)
      if (locale !== DEFAULT_LOCALE) loadShown(DEFAULT_LOCALE).then(show, () => undefined)
    })
    return () => {
      live = false
    }
  }, [locale])
  const overrides = portico.options.options.messages
  return useMemo(
    () => shown && modalI18n(shown.locale, shown.messages, shown.english, overrides),
    [shown, overrides],
  )
}
