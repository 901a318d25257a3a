import type { ChainState } from '../../controllers/chain.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { shortAddress } from '../../utils/short-address.js'
import { CopyButton } from '../parts/CopyButton.js'
import { QrCode } from '../parts/QrCode.js'
import { useI18n } from '../i18n/use-i18n.js'

const networksOf = (state: ChainState) => state.networks

/** The connected address to receive on: as text to copy, as a QR code, and where it works. */
export default function ReceiveView() {
  const portico = usePorticoInternals()
  const account = usePorticoAccount()
  const networks = usePorticoStore(portico.chain.store, networksOf)
  const { t } = useI18n()
  const address = account.address ?? ''
  // The same address holds funds on every network of its namespace, and only there.
  const sameNamespace = account.namespace
    ? (networks[account.namespace]?.requestedCaipNetworks ?? [])
    : []
  return (
    <div className="view">
      <div className="center">
        {address && <QrCode value={address} label={t('receive.qr', { address })} />}
        <p className="address" data-address={address} dir="ltr">
          {shortAddress(address)}
        </p>
        <CopyButton text={address} label={t('common.copyAddress')} />
      </div>
      <p className="muted">{t('receive.networks')}</p>
      <ul className="receive-networks" data-list="receive-networks">
        {sameNamespace.map((network) => (
          <li key={network.caipNetworkId} data-network={network.caipNetworkId}>
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
