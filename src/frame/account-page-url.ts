import type { ThemeMode, ThemeVariables } from '../controllers/theme.js'

/**
 * The secure site's account pages, each shown in a visible frame of the modal; the passkey
 * sign-in (Connect's) is the one shown before a login.
 */
export type AccountPage = 'passkeys' | 'export' | 'sessions' | 'passkey-login'

/** What the page needs from the host: its language, theme and origin. */
export interface AccountPageLook {
  lang: string
  theme: ThemeMode
  /** The app's theme variables; the page takes its colours from them and checks each. */
  themeVariables: ThemeVariables
  parentOrigin: string
}

/**
 * `<site>/account/<page>?projectId=&parentOrigin=&lang=&theme=&themeVariables=`, next to the
 * frame page (`themeVariables` as JSON, left out when the app set none).
 */
export function accountPageUrl(
  frameUrl: string,
  projectId: string,
  page: AccountPage,
  look: AccountPageLook,
): string {
  const url = new URL(`/account/${page}`, frameUrl)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('parentOrigin', look.parentOrigin)
  url.searchParams.set('lang', look.lang)
  url.searchParams.set('theme', look.theme)
  if (Object.keys(look.themeVariables).length > 0) {
    url.searchParams.set('themeVariables', JSON.stringify(look.themeVariables))
  }
  return url.href
}
