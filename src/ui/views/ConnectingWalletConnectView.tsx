import { useEffect, useState } from 'react'
import type { WalletsState } from '../../controllers/wallets.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { CopyButton } from '../parts/CopyButton.js'
import { QrCode } from '../parts/QrCode.js'
import { useConnect } from '../parts/use-connect.js'
import { useOnce } from '../parts/use-once.js'
import { useRouterData } from '../parts/use-router-data.js'
import { WalletImage } from '../parts/WalletImage.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'

const listsOf = (state: WalletsState) => state

/**
 * WalletConnect: the pairing URI as a QR code to scan, a copy link, and the registry's mobile,
 * desktop and web links of the chosen wallet, or its homepage to get it.
 */
export default function ConnectingWalletConnectView() {
  const portico = usePortico()
  const chosen = useRouterData()?.wallet
  const lists = useStore(portico.wallets.store, listsOf)
  const wallet = [...lists.recommended, ...lists.recent, ...lists.wallets, ...lists.search].find(
    (entry) => entry.id === chosen?.id,
  )
  const [uri, setUri] = useState<string | undefined>()
  const [pairingError, setPairingError] = useState<string | undefined>()
  const { error, connect } = useConnect()

  useOnce(() => {
    portico.connections.pairingUri().then(setUri, (failure: unknown) => {
      setPairingError(errorMessage(failure))
    })
  })
  useEffect(() => {
    if (uri) void connect({ method: 'walletConnect' })
  }, [uri, connect])

  const links = [
    { label: 'Open mobile app', base: wallet?.mobile_link },
    { label: 'Open desktop app', base: wallet?.desktop_link },
    { label: 'Open web app', base: wallet?.webapp_link },
  ].filter((link): link is { label: string; base: string } => Boolean(link.base))

  return (
    <div className="center">
      {wallet && <WalletImage src={portico.walletImageUrl(wallet)} name={wallet.name} />}
      {uri && <QrCode value={uri} label={`QR code to connect ${chosen?.name ?? 'a wallet'}`} />}
      {!uri && !pairingError && <p className="muted">Preparing the connection…</p>}
      <ErrorText error={pairingError ?? error} />
      {uri && <p className="muted">Scan this QR code with your phone</p>}
      {uri && <CopyButton text={uri} label="Copy link" />}
      {uri &&
        links.map((link) => (
          <a
            key={link.label}
            className="secondary"
            href={`${link.base}wc?uri=${encodeURIComponent(uri)}`}
          >
            {link.label}
          </a>
        ))}
      {wallet?.homepage && (
        <a className="secondary" href={wallet.homepage} target="_blank" rel="noreferrer">
          Get {wallet.name}
        </a>
      )}
    </div>
  )
}
