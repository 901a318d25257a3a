import { isRecord } from '../../src/utils/is-record.js'
/** What the server tells a login page's script (the social consent page or the Farcaster app). */
export type LoginPageConfig =
  | {
      page: 'social-consent'
      state: string
      provider: string
      /** The page that opened the popup: the only origin the result is posted to. */
      openerOrigin: string
      /** Where popups are blocked: the opener's page to go back to, the result in its fragment. */
      returnTo?: string
      /** A suggested account: an email for providers that sign in with one, else a user name. */
      suggestedAccount: string
    }
  | { page: 'farcaster-approve'; channel: string; suggestedUserName: string }

export const LOGIN_PAGE_CONFIG_ELEMENT_ID = 'login-page-config'

const strings = (value: Record<string, unknown>, names: readonly string[]): boolean =>
  names.every((name) => typeof value[name] === 'string')

export function isLoginPageConfig(value: unknown): value is LoginPageConfig {
  if (!isRecord(value)) return false
  if (value.page === 'social-consent')
    return (
      strings(value, ['state', 'provider', 'openerOrigin', 'suggestedAccount']) &&
      (value.returnTo === undefined || typeof value.returnTo === 'string')
    )
  if (value.page === 'farcaster-approve') return strings(value, ['channel', 'suggestedUserName'])
  return false
}

/** The config in a page, read by its script; a page without one is not a login page. */
export function readLoginPageConfig(document: Document): LoginPageConfig {
  const text = document.getElementById(LOGIN_PAGE_CONFIG_ELEMENT_ID)?.textContent ?? ''
  const parsed: unknown = JSON.parse(text)
  if (!isLoginPageConfig(parsed)) throw new Error('Secure site: the page carries no login config')
  return parsed
}
