import type { AccountControllerState } from '../../controllers/account.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { CopyButton } from '../parts/CopyButton.js'
import { QrCode } from '../parts/QrCode.js'
import { useConnect } from '../parts/use-connect.js'
import { useOnce } from '../parts/use-once.js'
import { ErrorText } from '../parts/ErrorText.js'
import { useI18n } from '../i18n/use-i18n.js'

const farcasterUrlOf = (state: AccountControllerState) => state.accounts.eip155?.farcasterUrl

/** Farcaster login: the URI the auth connector got from the frame, as a QR code to scan. */
export default function ConnectingFarcasterView() {
  const portico = usePorticoInternals()
  const url = usePorticoStore(portico.account.store, farcasterUrlOf)
  const { error, connect } = useConnect()
  const { t } = useI18n()
  useOnce(() => {
    void connect({ method: 'social', provider: 'farcaster' })
  })
  return (
    <div className="center" data-farcaster-url={url}>
      {url && <QrCode value={url} label={t('farcaster.qr')} />}
      {!url && !error && <p className="muted">{t('farcaster.preparing')}</p>}
      <ErrorText error={error} />
      {url && <p className="muted">{t('common.scanQr')}</p>}
      {url && <CopyButton text={url} label={t('common.copyLink')} />}
    </div>
  )
}
