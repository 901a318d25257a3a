import { createContext } from 'react'
import type { ModalI18n } from './modal-i18n.js'

/**
 * The modal's language, provided by PorticoModal once the locale's catalogue has arrived; no
 * catalogue is in the first load, so there is no default to fall back on.
 */
export const I18nContext = createContext<ModalI18n | null>(null)
