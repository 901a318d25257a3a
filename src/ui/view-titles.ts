import type { View } from '../core/constants.js'
import type { ModalI18n } from './i18n/modal-i18n.js'

/** The header title of a view in the modal's language; a view without one shows its name. */
export function viewTitle(view: View, { t, has }: Pick<ModalI18n, 't' | 'has'>): string {
  const key = `title.${view}`
  return has(key) ? t(key) : view
}
