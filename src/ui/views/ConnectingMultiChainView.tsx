import type { ConnectorsState } from '../../controllers/connectors.js'
import { multiChainMembers } from '../../controllers/multi-chain-connectors.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { useRouterData } from '../parts/use-router-data.js'
import { WalletImage } from '../parts/WalletImage.js'
import { WalletRow } from '../parts/WalletRow.js'
import { inContext } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'
import { Icon } from '../icons/Icon.js'
import { NETWORK_ICON } from '../icons/icon-paths.js'

const connectorsOf = (state: ConnectorsState) => state.connectors

/** A wallet installed for several chain families: choose which one to connect. */
function ConnectingMultiChainView() {
  const portico = usePorticoInternals()
  const target = useRouterData()?.connector
  const { t } = useI18n()
  const members = multiChainMembers(
    usePorticoStore(portico.connectors.store, connectorsOf),
    target?.name ?? '',
  )
  return (
    <div className="view">
      <div className="center">
        <WalletImage
          src={members[0]?.imageUrl}
          name={target?.name ?? t('connecting.wallet')}
          large
        />
        <p className="muted">{t('connecting.selectChain', { name: target?.name ?? '' })}</p>
      </div>
      {members.map((connector) => {
        const network = portico.chain.networkState(connector.chain).caipNetwork
        return (
          <WalletRow
            key={connector.id}
            name={network?.name ?? connector.chain}
            image={network ? portico.networkImageUrl(network) : undefined}
            mark={<Icon path={NETWORK_ICON} />}
            tag={connector.chain}
            onClick={() => {
              portico.chain.setActiveNamespace(connector.chain)
              portico.router.push('ConnectingExternal', {
                connector: { id: connector.id, name: connector.name },
              })
            }}
          />
        )
      })}
    </div>
  )
}

/** The choice needs a wallet installed for two chain families at least. */
function useMissingMultiChainWallet(): string | undefined {
  const portico = usePorticoInternals()
  const name = useRouterData()?.connector?.name ?? ''
  const { t } = useI18n()
  const members = multiChainMembers(usePorticoStore(portico.connectors.store, connectorsOf), name)
  return new Set(members.map((member) => member.chain)).size > 1
    ? undefined
    : t('connecting.noMultiChain')
}

export default inContext(ConnectingMultiChainView, useMissingMultiChainWallet)
