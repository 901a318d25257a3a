import { createContext } from 'react'
import en from '../../i18n/locales/en.js'
import { modalI18n, type ModalI18n } from './modal-i18n.js'

/** The modal's language, provided by PorticoModal once the locale's catalogue has arrived. */
export const I18nContext = createContext<ModalI18n>(modalI18n('en-US', en))
