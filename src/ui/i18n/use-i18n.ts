import { useContext } from 'react'
import { I18nContext } from './i18n-context.js'
import type { ModalI18n } from './modal-i18n.js'

/** The modal's language: `t` for catalogue texts, `say` for raised messages, number formats. */
export function useI18n(): ModalI18n {
  const i18n = useContext(I18nContext)
  // PorticoModal draws its dialog only inside the provider, once a catalogue has arrived.
  if (!i18n) throw new Error('The modal parts speak only inside PorticoModal')
  return i18n
}
