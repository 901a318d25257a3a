import { useEffect, useRef, useState } from 'react'
import { accountPageUrl, type AccountPage } from '../../frame/account-page-url.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import type { ThemeState } from '../../controllers/theme.js'
import { useI18n } from '../i18n/use-i18n.js'
import type { MessageKey } from '../../i18n/locales/en.js'

/** Set on the element, so the modal's first-load stylesheet carries none of it. */
const FRAME_STYLE = { width: '100%', height: 440, border: 0, display: 'block' } as const

const variablesOf = (state: ThemeState) => state.themeVariables

const PAGE_TITLES: Record<AccountPage, MessageKey> = {
  passkeys: 'title.Passkeys',
  export: 'title.ExportKeys',
  sessions: 'title.Sessions',
  'passkey-login': 'title.PasskeyLogin',
}

/**
 * A page of the secure site in a visible frame: the embedded wallet's passkeys, key export or
 * sessions, or the passkey sign-in. Visible because WebAuthn makes a passkey only in a frame the visitor sees and clicks
 * in; the key export is shown there and never posted to this page. The page gets the modal's
 * language and theme, the app's theme colours too.
 */
export function SecureAccountFrame({
  page,
  onPageMessage,
}: {
  page: AccountPage
  /** Hears the messages this frame's page posts (the passkey sign-in's notice); no other's. */
  onPageMessage?: (message: MessageEvent) => void
}) {
  const portico = usePorticoInternals()
  const { t, locale } = useI18n()
  const themeVariables = usePorticoStore(portico.theme.store, variablesOf)
  const frame = useRef<HTMLIFrameElement>(null)
  const [src, setSrc] = useState<string | undefined>()
  useEffect(() => {
    // The theme the modal draws now (the app's or the system's), on its root element.
    const drawn = frame.current?.closest<HTMLElement>('[data-theme]')?.dataset.theme
    const { auth, options } = portico
    if (auth === undefined) return
    setSrc(
      accountPageUrl(auth.frameUrl, options.options.projectId, page, {
        lang: locale,
        theme: drawn === 'dark' ? 'dark' : 'light',
        themeVariables,
        parentOrigin: globalThis.location.origin,
      }),
    )
  }, [portico, page, locale, themeVariables])
  useEffect(() => {
    if (onPageMessage === undefined) return undefined
    const hear = (message: MessageEvent): void => {
      const from = frame.current?.contentWindow
      if (from && message.source === from) onPageMessage(message)
    }
    globalThis.addEventListener('message', hear)
    return () => {
      globalThis.removeEventListener('message', hear)
    }
  }, [onPageMessage])
  return (
    <iframe
      ref={frame}
      className="secure-account-frame"
      data-account-page={page}
      style={FRAME_STYLE}
      title={t('embedded.frameTitle', { page: t(PAGE_TITLES[page]) })}
      allow="publickey-credentials-create; publickey-credentials-get; clipboard-write"
      {...(src !== undefined && { src })}
    />
  )
}
