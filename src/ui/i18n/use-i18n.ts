import { useContext } from 'react'
import { I18nContext } from './i18n-context.js'
import type { ModalI18n } from './modal-i18n.js'

/** The modal's language: `t` for catalogue texts, `say` for raised messages, number formats. */
export function useI18n(): ModalI18n {
  return useContext(I18nContext)
}
