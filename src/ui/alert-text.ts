import type { AlertState } from '../controllers/alert.js'
import type { ModalI18n } from './i18n/modal-i18n.js'

/** The alert's text in the modal's language: a coded error by its code, another by its message. */
export function alertText(
  alert: Pick<AlertState, 'message' | 'code'>,
  { t, has, say }: Pick<ModalI18n, 't' | 'has' | 'say'>,
): string {
  const key = `error.${alert.code ?? ''}`
  return has(key) ? t(key) : say(alert.message)
}
