import type { AlertState } from '../controllers/alert.js'
import type { Translate } from '../i18n/create-translate.js'
import { isMessageKey } from '../i18n/is-message-key.js'

/** The alert's text in the modal's language: a coded error by its code, another by its message. */
export function alertText(
  alert: Pick<AlertState, 'message' | 'code'>,
  t: Translate,
  say: (message: string) => string,
): string {
  const key = `error.${alert.code ?? ''}`
  return isMessageKey(key) ? t(key) : say(alert.message)
}
