import type { View } from '../core/constants.js'
import type { Translate } from '../i18n/create-translate.js'
import { isMessageKey } from '../i18n/is-message-key.js'

/** The header title of a view in the modal's language; a view without one shows its name. */
export function viewTitle(view: View, t: Translate): string {
  const key = `title.${view}`
  return isMessageKey(key) ? t(key) : view
}
