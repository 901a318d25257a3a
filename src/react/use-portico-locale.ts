import type { LocaleState } from '../controllers/locale.js'
import type { LocaleTag } from '../i18n/shipped-locales.js'
import { usePorticoInternals } from './use-portico-internals.js'
import { usePorticoStore } from './use-portico-store.js'

const localeOf = (state: LocaleState) => state.locale

/** The modal's language (a shipped locale's tag) and the live switch to another one. */
export function usePorticoLocale(): { locale: LocaleTag; setLocale: (tag: string) => void } {
  const portico = usePorticoInternals()
  return { locale: usePorticoStore(portico.locale.store, localeOf), setLocale: portico.setLocale }
}
