import { useShowFailure } from '../parts/use-show-failure.js'
import type { ConnectionsState } from '../../controllers/connections.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { CHAIN_NAMESPACES } from '../../utils/caip.js'
import { shortAddress } from '../../utils/short-address.js'
import { useI18n } from '../i18n/use-i18n.js'

const connectionsOf = (state: ConnectionsState) => state

/** Every remembered connection: the active one marked, others to switch to or disconnect. */
export default function ProfileWalletsView() {
  const portico = usePorticoInternals()
  const showFailure = useShowFailure()
  const state = usePorticoStore(portico.connections.store, connectionsOf)
  const { t } = useI18n()
  const entries = CHAIN_NAMESPACES.flatMap((namespace) =>
    (state.storedConnections[namespace] ?? []).map((connection) => ({ namespace, connection })),
  )
  if (entries.length === 0) return <p className="muted">{t('profileWallets.empty')}</p>
  return (
    <ul className="list">
      {entries.map(({ namespace, connection }) => {
        const status = portico.connections.connectorStatusOf(namespace, connection.connectorId)
        const address = connection.accounts[0]?.address ?? ''
        const name =
          portico.connectors.getConnector(connection.connectorId)?.name ?? connection.connectorId
        return (
          <li key={`${namespace}:${connection.connectorId}`} data-status={status}>
            <span>
              {/* Name and address read as one run in its own direction, in Arabic or Hebrew too. */}
              <bdi>
                {name} · <span className="nowrap">{shortAddress(address)}</span>
              </bdi>
            </span>
            {status === 'connected' ? (
              <span className="tag">{t('profileWallets.active')}</span>
            ) : (
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  portico.connections.switchConnection(namespace, connection).catch(showFailure)
                }}
              >
                {t('profileWallets.switch')}
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
