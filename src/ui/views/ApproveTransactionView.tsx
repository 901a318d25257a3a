import type { ChainState } from '../../controllers/chain.js'
import type { ConnectionsState } from '../../controllers/connections.js'
import type { RouterState } from '../../controllers/router.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { Icon } from '../icons/Icon.js'
import { WALLETS_ICON } from '../icons/icon-paths.js'
import { ApprovalCallList } from '../parts/ApprovalCallList.js'
import { WalletImage } from '../parts/WalletImage.js'
import { useI18n } from '../i18n/use-i18n.js'

const namespaceOf = (state: ChainState) => state.activeNamespace
const activeIdsOf = (state: ConnectionsState) => state.activeConnectorIds
const callsOf = (state: RouterState) => state.data?.calls

/**
 * Shown while the wallet answers a request run through `portico.approve` (VIEW-21). The request's
 * outcome pops the transaction stack; cancel pops it as cancelled (NAV-16): the entry's onCancel
 * runs, then the modal goes back. A batch (wallet_sendCalls to the embedded wallet) lists every
 * call, approved at once.
 */
export default function ApproveTransactionView() {
  const portico = usePorticoInternals()
  const { t } = useI18n()
  const namespace = usePorticoStore(portico.chain.store, namespaceOf)
  const activeIds = usePorticoStore(portico.connections.store, activeIdsOf)
  const connectorId = namespace ? activeIds[namespace] : undefined
  const wallet = connectorId ? portico.connectors.getConnector(connectorId) : undefined
  const calls = usePorticoStore(portico.router.store, callsOf)
  const network = usePorticoStore(portico.chain.store, (state) =>
    namespace ? state.networks[namespace]?.caipNetwork : undefined,
  )
  return (
    <div className="center">
      {/* The wallet being asked, in the progress ring; a wallet mark when it has no image. */}
      <div className="spinner" aria-hidden="true">
        <WalletImage
          src={wallet?.imageUrl}
          name={wallet?.name ?? ''}
          fallback={<Icon path={WALLETS_ICON} />}
        />
      </div>
      <p>{t('approve.heading')}</p>
      <p className="muted">{t('approve.waiting')}</p>
      {calls && <ApprovalCallList calls={calls} network={network} />}
      <button
        type="button"
        className="secondary"
        data-action="cancel"
        onClick={() => {
          portico.router.popTransactionStack('cancel')
        }}
      >
        {t('common.cancel')}
      </button>
    </div>
  )
}
