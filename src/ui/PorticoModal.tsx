import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import type { ThemeState } from '../controllers/theme.js'
import { usePorticoInternals } from '../react/use-portico-internals.js'
import { usePorticoStore } from '../react/use-portico-store.js'
import { adoptStylesheet } from './adopt-stylesheet.js'
import { I18nContext } from './i18n/i18n-context.js'
import { useModalI18n } from './i18n/use-modal-i18n.js'
import { ModalDialog } from './ModalDialog.js'
import { MODAL_CSS } from './modal-css.js'
import { ReportingBoundary } from '../react/ReportingBoundary.js'
import { themeStyle } from './theme-style.js'
import { useColorScheme } from './use-color-scheme.js'

const HOST_TAG = 'portico-modal'
const themeOf = (state: ThemeState) => state

/**
 * The modal, rendered into a shadow root on one host element appended to the body: the page's
 * CSS cannot reach inside and the modal's cannot leak out. Nothing happens until mounted in a
 * browser, so server rendering draws nothing here.
 */
export function PorticoModal() {
  const portico = usePorticoInternals()
  const theme = usePorticoStore(portico.theme.store, themeOf)
  const mode = useColorScheme(theme.themeMode, portico.options.options.themeMode !== undefined)
  const [root, setRoot] = useState<HTMLElement | null>(null)
  const i18n = useModalI18n()

  useEffect(() => {
    const host = document.createElement(HOST_TAG)
    const shadow = host.attachShadow({ mode: 'open' })
    adoptStylesheet(shadow, MODAL_CSS)
    const container = document.createElement('div')
    container.className = 'root'
    shadow.append(container)
    document.body.append(host)
    setRoot(container)
    return () => {
      host.remove()
    }
  }, [])

  useEffect(() => {
    if (!root) return
    root.dataset.theme = mode
    const style = themeStyle(theme.themeVariables)
    for (const [name, value] of Object.entries(style)) root.style.setProperty(name, value)
  }, [root, mode, theme])

  // Arabic and Hebrew lay the modal out right to left; lang gives screen readers the voice.
  useEffect(() => {
    if (!root || !i18n) return
    root.lang = i18n.locale
    root.dir = i18n.dir
  }, [root, i18n])

  // The dialog exists only once its language has arrived, so it never shows in another one.
  // Should the dialog itself throw, it is gone and the host's page stays (views have their own).
  return root && i18n
    ? createPortal(
        <ReportingBoundary fallback={null}>
          <I18nContext.Provider value={i18n}>
            <ModalDialog />
          </I18nContext.Provider>
        </ReportingBoundary>,
        root,
      )
    : null
}
