import { useShowFailure } from './use-show-failure.js'
import { useEffect } from 'react'
import {
  walletGroups,
  type ConnectorsState,
  type WalletGroup,
} from '../../controllers/connectors.js'
import { withMultiChainConnectors } from '../../controllers/multi-chain-connectors.js'
import { isFeatureEnabled, type OptionsState } from '../../controllers/options.js'
import type { WalletsState } from '../../controllers/wallets.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { Icon } from '../icons/Icon.js'
import { WALLETS_ICON } from '../icons/icon-paths.js'
import { LazyBrandMark } from '../icons/LazyBrandMark.js'
import { WalletRow } from './WalletRow.js'
import { useOwnBrowserOrder } from './use-own-browser-order.js'
import { useI18n } from '../i18n/use-i18n.js'
import type { MessageKey } from '../../i18n/locales/en.js'

const connectorsOf = (state: ConnectorsState) => state.connectors
const walletsOf = (state: WalletsState) => state
const emailOnOf = (state: OptionsState) => isFeatureEnabled(state.features, 'email')
const socialsOnOf = (state: OptionsState) => isFeatureEnabled(state.features, 'socials')
const GROUP_TAGS: Partial<Record<WalletGroup['name'], MessageKey>> = {
  injected: 'connect.tagInstalled',
  recent: 'connect.tagRecent',
  featured: 'connect.tagFeatured',
  recommended: undefined,
}

/**
 * The wallet groups in the configured order (CONN-01, CONN-04), empty ones hidden (CONN-03), then
 * the "All wallets" entry with the registry's count.
 */
export function WalletGroupsList() {
  const portico = usePorticoInternals()
  const showFailure = useShowFailure()
  const { t } = useI18n()
  const tagOf = (name: WalletGroup['name']) => {
    const key = GROUP_TAGS[name]
    return key && t(key)
  }
  const connectors = usePorticoStore(portico.connectors.store, connectorsOf)
  const wallets = usePorticoStore(portico.wallets.store, walletsOf)
  // The recommended count follows the logins offered, which can land after the first render.
  const emailEnabled = usePorticoStore(portico.options.store, emailOnOf)
  const socialsEnabled = usePorticoStore(portico.options.store, socialsOnOf)
  const { customWallets, connectorTypeOrder } = portico.options.options
  const ownBrowserOrder = useOwnBrowserOrder()

  useEffect(() => {
    portico.wallets.fetchRecommended().catch(showFailure)
    portico.wallets.fetchFeatured().catch(showFailure)
    portico.wallets.prefetch().catch(() => undefined)
  }, [portico, showFailure])

  const installed = connectors
    .filter((connector) => connector.info?.rdns !== undefined)
    .map((connector) => ({ rdns: connector.info?.rdns }))
  const featured = portico.wallets.visibleFeatured(installed)
  const configured = walletGroups(
    {
      connectors: withMultiChainConnectors(connectors),
      recent: wallets.recent,
      featured,
      custom: customWallets,
      recommended: portico.wallets.visibleRecommended({
        installed,
        featured: featured.length,
        custom: customWallets.length,
        emailEnabled,
        socialsEnabled,
      }),
    },
    connectorTypeOrder,
  )
  const groups = ownBrowserOrder ? ownBrowserOrder(configured) : configured

  return (
    <>
      {groups.map((group) => (
        <div key={group.name} data-group={group.name} className="view">
          {'connectors' in group
            ? group.connectors.map((connector) => (
                <WalletRow
                  key={connector.id}
                  name={connector.name}
                  image={connector.imageUrl}
                  mark={
                    connector.type === 'WALLET_CONNECT' ? (
                      <LazyBrandMark brand="walletconnect" />
                    ) : undefined
                  }
                  tag={tagOf(group.name)}
                  onClick={() => {
                    if (connector.type === 'WALLET_CONNECT') {
                      portico.router.push('ConnectingWalletConnect')
                      return
                    }
                    if (connector.type === 'MULTI_CHAIN') {
                      portico.router.push('ConnectingMultiChain', {
                        connector: { id: connector.id, name: connector.name },
                      })
                      return
                    }
                    portico.router.push('ConnectingExternal', {
                      connector: { id: connector.id, name: connector.name },
                    })
                  }}
                />
              ))
            : group.wallets.map((wallet) => (
                <WalletRow
                  key={wallet.id}
                  name={wallet.name}
                  image={portico.walletImageUrl(wallet)}
                  tag={tagOf(group.name)}
                  onClick={() => {
                    portico.router.push('ConnectingWalletConnect', {
                      wallet: { id: wallet.id, name: wallet.name },
                    })
                  }}
                />
              ))}
        </div>
      ))}
      <WalletRow
        name={t('connect.allWallets')}
        image={undefined}
        mark={<Icon path={WALLETS_ICON} />}
        tag={wallets.count > 0 ? t('connect.walletCount', { n: wallets.count }) : undefined}
        onClick={() => {
          portico.router.push('AllWallets')
        }}
      />
    </>
  )
}
