import { useEffect, useMemo, useState } from 'react'
import type { LocaleState } from '../../controllers/locale.js'
import type { LocaleTag } from '../../i18n/shipped-locales.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import type { SpokenLocale } from './load-modal-i18n.js'
import type { ModalI18n } from './modal-i18n.js'

const localeOf = (state: LocaleState) => state.locale

/** Locales that arrived, so a modal mounted again speaks at once. */
const spoken = new Map<LocaleTag, SpokenLocale>()

/** Nothing of the catalogues or the code that speaks them is in the first load. */
async function speak(locale: LocaleTag): Promise<SpokenLocale> {
  const { loadModalI18n } = await import('./load-modal-i18n.js')
  const ready = await loadModalI18n(locale)
  spoken.set(locale, ready)
  return ready
}

/**
 * The modal's language: undefined until the chosen locale's catalogue has arrived (so the modal
 * never shows a text in a language the visitor did not get); after a live switch the previous
 * language stays on screen until the next one is there. A catalogue that cannot be fetched
 * leaves the modal in English.
 */
export function useModalI18n(): ModalI18n | undefined {
  const portico = usePorticoInternals()
  const locale = usePorticoStore(portico.locale.store, localeOf)
  const [shown, setShown] = useState(() => spoken.get(locale))
  useEffect(() => {
    let live = true
    const show = (next: SpokenLocale) => {
      if (live) setShown(() => next)
    }
    // Only English failing too is left here: the modal then waits for a later mount.
    speak(locale).then(show, () => undefined)
    return () => {
      live = false
    }
  }, [locale])
  const overrides = portico.options.options.messages
  return useMemo(() => shown?.(overrides), [shown, overrides])
}
