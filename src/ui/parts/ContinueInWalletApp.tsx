import { useEffect, useMemo, useRef } from 'react'
import {
  chooseWalletAppForRequests,
  openWalletApp,
  type WalletAppLink,
  type WalletAppOpening,
} from '../../connectors/wallet-app-link.js'
import { hostLinkOpener } from '../../core/in-app-browser.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { useI18n } from '../i18n/use-i18n.js'
import { CopyButton } from './CopyButton.js'

/**
 * On a phone: the wallet app is opened with the pairing as the view appears (the visitor's tap
 * is still fresh, so the browser lets it open), and the view says where to go on, with the link
 * to open the app again and to copy. From then on the wallet app is also the one each request on
 * the session opens.
 */
export function ContinueInWalletApp({ link, name }: { link: WalletAppLink; name: string }) {
  const { t } = useI18n()
  const { openLink } = usePorticoInternals().options.options
  const opening = useMemo<WalletAppOpening>(
    () => ({ window: globalThis.window, openLink, warn: console.warn }),
    [openLink],
  )
  // The first pairing only: one that replaces it (expiry) is not pushed on the visitor again.
  const opened = useRef(false)
  useEffect(() => {
    chooseWalletAppForRequests(link, name, globalThis.localStorage)
    if (opened.current) return
    opened.current = true
    openWalletApp(link, opening)
  }, [link, name, opening])
  return (
    <>
      <p className="address" data-continue-in={name}>
        {t('connecting.continueIn', { name })}
      </p>
      <p className="muted">{t('connecting.acceptRequest')}</p>
      <a
        className="secondary"
        href={link.href}
        data-link="wallet-app"
        onClick={(event) => {
          // A host app's webview may drop the navigation: its own opener hands the link out.
          if (!hostLinkOpener(globalThis, openLink)) return
          event.preventDefault()
          openWalletApp(link, opening)
        }}
        {...(link.kind === 'universal' && { target: '_blank', rel: 'noreferrer noopener' })}
      >
        <span className="ellipsis">{t('walletConnect.openAgain', { name })}</span>
      </a>
      <CopyButton text={link.href} label={t('common.copyLink')} />
    </>
  )
}
