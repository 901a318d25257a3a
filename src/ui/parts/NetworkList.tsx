import { useState, type ReactNode } from 'react'
import type { ChainState } from '../../controllers/chain.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { WalletImage } from './WalletImage.js'
import { Icon } from '../icons/Icon.js'
import { NETWORK_ICON } from '../icons/icon-paths.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from './ErrorText.js'
import { useI18n } from '../i18n/use-i18n.js'
import { NetworkSwitchedPanel } from './NetworkSwitchedPanel.js'

const chainOf = (state: ChainState) => state

/**
 * The app's networks, the current one marked; choosing one switches through the wallet, and the
 * switch ends on its success view, whose Done calls `onSwitched`.
 */
export function NetworkList({
  onSwitched,
  onSucceeded,
  intro,
}: {
  onSwitched: (network: CaipNetwork) => void
  /** Shows the switch's success elsewhere instead of in place of the list. */
  onSucceeded?: (network: CaipNetwork) => void
  /** Said above the list, not above the switch's success. */
  intro?: ReactNode
}) {
  const portico = usePorticoInternals()
  const chain = usePorticoStore(portico.chain.store, chainOf)
  const [error, setError] = useState<string | undefined>()
  const { t } = useI18n()
  const [pending, setPending] = useState<CaipNetwork | undefined>()
  const [failed, setFailed] = useState<CaipNetwork | undefined>()
  const [switched, setSwitched] = useState<CaipNetwork | undefined>()
  const switchTo = (network: CaipNetwork) => {
    setError(undefined)
    setFailed(undefined)
    const view = portico.networkSwitchView(network)
    if (view) {
      portico.router.push(view, {
        network: { caipNetworkId: network.caipNetworkId, name: network.name },
      })
      return
    }
    setPending(network)
    portico.switchNetwork(network).then(
      () => {
        setPending(undefined)
        if (onSucceeded) onSucceeded(network)
        else setSwitched(network)
      },
      (failure: unknown) => {
        setPending(undefined)
        setFailed(network)
        setError(errorMessage(failure))
        portico.modal.shake()
      },
    )
  }
  const active = portico.chain.activeNetwork()
  if (switched)
    return (
      <NetworkSwitchedPanel
        network={switched}
        onDone={() => {
          onSwitched(switched)
        }}
      />
    )
  const networks = Object.values(chain.networks).flatMap((state) => state.requestedCaipNetworks)
  return (
    <div className="view">
      {intro}
      <div className="view" role="list">
        {networks.map((network) => {
          const current = network.caipNetworkId === active?.caipNetworkId
          const supported = portico.chain.isSupported(network.caipNetworkId)
          return (
            <div role="listitem" key={network.caipNetworkId}>
              <button
                type="button"
                className="row"
                aria-current={current}
                disabled={!supported || pending !== undefined}
                data-network={network.caipNetworkId}
                onClick={() => {
                  switchTo(network)
                }}
              >
                <WalletImage
                  src={portico.networkImageUrl(network)}
                  name={network.name}
                  fallback={<Icon path={NETWORK_ICON} />}
                />
                <span className="name">{network.name}</span>
                {current && <span className="tag">{t('networks.current')}</span>}
                {pending === network && (
                  <span className="tag">{t('networks.approveInWallet')}</span>
                )}
              </button>
            </div>
          )
        })}
      </div>
      <p className="muted" role="status">
        {pending ? t('networks.switching', { name: pending.name }) : ''}
      </p>
      <ErrorText error={error} />
      {failed && (
        <button
          type="button"
          className="primary"
          data-action="retry"
          onClick={() => {
            switchTo(failed)
          }}
        >
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  )
}
