import { useEffect, useMemo, useState } from 'react'
import { isMobileUserAgent, walletConnectDeepLink } from '../../connectors/walletconnect-links.js'
import type { ChainState } from '../../controllers/chain.js'
import type { ConnectionsState } from '../../controllers/connections.js'
import { inAppBrowserLink, isWalletInjected } from '../../controllers/connectors.js'
import type { WalletsState } from '../../controllers/wallets.js'
import { PAIRING_EXPIRY_MARGIN_MS } from '../../core/constants.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { CopyButton } from '../parts/CopyButton.js'
import { QrCode } from '../parts/QrCode.js'
import { useConnect } from '../parts/use-connect.js'
import { useOnce } from '../parts/use-once.js'
import { useRouterData } from '../parts/use-router-data.js'
import { WalletImage } from '../parts/WalletImage.js'
import { ContinueInWalletApp } from '../parts/ContinueInWalletApp.js'
import { forgetWalletAppForRequests, walletAppLink } from '../../connectors/wallet-app-link.js'
import { errorMessage } from '../error-message.js'
import { safeWebUrl } from '../../utils/safe-url.js'
import { ErrorText } from '../parts/ErrorText.js'
import { useI18n } from '../i18n/use-i18n.js'

const listsOf = (state: WalletsState) => state
const namespaceOf = (state: ChainState) => state.activeNamespace
const pairingOf = (state: ConnectionsState) => state.pairing

/**
 * WalletConnect: the pairing URI as a QR code to scan, a copy link, and the registry's mobile,
 * desktop and web links of the chosen wallet, or its homepage to get it. The pairing is replaced
 * when it expires (STATE-11); the one connect call waits for whichever pairing a wallet answers.
 * On a phone, a wallet with an in-app browser that is not injected is opened there (CONN-11/12),
 * and a wallet with an app link is opened in its app with the pairing (ContinueInWalletApp).
 */
export default function ConnectingWalletConnectView() {
  const portico = usePorticoInternals()
  const chosen = useRouterData()?.wallet
  const lists = usePorticoStore(portico.wallets.store, listsOf)
  const wallet = [
    ...lists.featured,
    ...lists.recommended,
    ...lists.recent,
    ...lists.wallets,
    ...lists.search,
    ...portico.options.options.customWallets,
  ].find((entry) => entry.id === chosen?.id)
  const namespace = usePorticoStore(portico.chain.store, namespaceOf)
  const pairing = usePorticoStore(portico.connections.store, pairingOf)
  const [uri, setUri] = useState<string | undefined>()
  const [pairingError, setPairingError] = useState<string | undefined>()
  const { error, connect } = useConnect(namespace)
  const { t } = useI18n()

  const refreshPairing = (): void => {
    portico.connections.pairingUri().then(setUri, (failure: unknown) => {
      setPairingError(errorMessage(failure))
    })
  }

  const isMobile = useMemo(() => isMobileUserAgent(globalThis.navigator.userAgent), [])
  useOnce(() => {
    const page = globalThis.location
    const redirect =
      wallet &&
      inAppBrowserLink({
        walletId: wallet.id,
        pageUrl: page.href,
        isMobile,
        isInjected: isWalletInjected(wallet, portico.connectors.getConnectors()),
      })
    if (redirect) {
      page.assign(redirect)
      return
    }
    refreshPairing()
  })
  // One connect call for the view's life: it follows the pairing when that is replaced.
  const connecting = uri !== undefined
  useEffect(() => {
    if (connecting) void connect({ method: 'walletConnect' })
  }, [connecting, connect])
  const expiry = pairing?.expiry
  useEffect(() => {
    if (expiry === undefined) return
    const timer = setTimeout(refreshPairing, expiry - PAIRING_EXPIRY_MARGIN_MS - Date.now())
    return () => {
      clearTimeout(timer)
    }
  })

  // The registry's links were checked where they arrived (displayWalletListing); the deep link
  // checks its base again, so a link from anywhere else is held to the same rule.
  const links = uri
    ? [
        { label: t('walletConnect.openMobile'), base: wallet?.mobile_link },
        { label: t('walletConnect.openDesktop'), base: wallet?.desktop_link },
        { label: t('walletConnect.openWeb'), base: wallet?.webapp_link },
      ].flatMap(({ label, base }) => {
        const href = base ? walletConnectDeepLink(base, uri) : undefined
        return href ? [{ label, href }] : []
      })
    : []

  // On a phone, a wallet with an app link is opened there instead of showing a code to scan;
  // not one injected in this very browser (its own in-app browser, CONN-12): it stays here.
  const mobileLink =
    isMobile && wallet && !isWalletInjected(wallet, portico.connectors.getConnectors())
      ? wallet.mobile_link
      : undefined
  const appLink = useMemo(() => uri && walletAppLink(mobileLink, uri), [mobileLink, uri])
  const pairingWithoutApp = isMobile && uri !== undefined && !appLink
  useEffect(() => {
    if (pairingWithoutApp) forgetWalletAppForRequests(globalThis.localStorage)
  }, [pairingWithoutApp])
  if (appLink && wallet) {
    return (
      <div className="center" data-wallet-app={appLink.kind}>
        <WalletImage src={portico.walletImageUrl(wallet)} name={wallet.name} />
        <ErrorText error={error} />
        <ContinueInWalletApp link={appLink} name={wallet.name} />
      </div>
    )
  }

  const homepage = safeWebUrl(wallet?.homepage, 'wallet homepage')
  return (
    <div className="center">
      {wallet && <WalletImage src={portico.walletImageUrl(wallet)} name={wallet.name} />}
      {uri && (
        <QrCode
          value={uri}
          label={t('walletConnect.qr', { name: chosen?.name ?? t('walletConnect.aWallet') })}
        />
      )}
      {!uri && !pairingError && <p className="muted">{t('walletConnect.preparing')}</p>}
      <ErrorText error={pairingError ?? error} />
      {uri && <p className="muted">{t('common.scanQr')}</p>}
      {uri && <CopyButton text={uri} label={t('common.copyLink')} />}
      {links.map((link) => (
        <a key={link.label} className="secondary" href={link.href} data-link="wallet">
          {link.label}
        </a>
      ))}
      {homepage && wallet && (
        <a
          className="secondary"
          href={homepage}
          target="_blank"
          rel="noopener noreferrer"
          data-link="homepage"
        >
          <span className="ellipsis">{t('walletConnect.get', { name: wallet.name })}</span>
        </a>
      )}
    </div>
  )
}
