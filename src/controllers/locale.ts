import { createStore } from '../core/store.js'
import { matchLocale } from '../i18n/match-locale.js'
import type { LocaleTag } from '../i18n/shipped-locales.js'

/** The modal's language. */
export interface LocaleState {
  /** The shipped locale the modal speaks. */
  locale: LocaleTag
}

export interface LocaleInit {
  /** The app's choice (a BCP 47 tag); it wins over the browser's languages. */
  locale?: string
  /** The browser's languages in order of preference; absent on the server. */
  languages?: readonly string[]
}

/**
 * Which of the shipped locales the modal speaks: the app's option, else the best match of the
 * browser's languages, else English. The catalogues themselves are the UI's to load.
 */
export function createLocale(init: LocaleInit = {}) {
  const store = createStore<LocaleState>({
    locale: matchLocale(init.locale === undefined ? (init.languages ?? []) : [init.locale]),
  })
  /** Switches the language live: the best shipped match of `tag`. */
  const setLocale = (tag: string): void => {
    store.setState({ locale: matchLocale([tag]) })
  }
  return { store, setLocale, current: (): LocaleTag => store.getState().locale }
}
