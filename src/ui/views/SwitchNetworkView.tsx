import { useState } from 'react'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { useRouterData } from '../parts/use-router-data.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'
import { Icon } from '../icons/Icon.js'
import { NETWORK_ICON } from '../icons/icon-paths.js'
import { inContext } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'
import { NetworkSwitchedPanel } from '../parts/NetworkSwitchedPanel.js'

/** The confirmation shown while the wallet is asked to switch to the chosen network. */
function SwitchNetworkView() {
  const portico = usePorticoInternals()
  const data = useRouterData()
  const target = data?.network
  const network = target ? portico.chain.findNetwork(target.caipNetworkId) : undefined
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const { t } = useI18n()
  const [switched, setSwitched] = useState(data?.switched === true)
  const name = target?.name ?? t('switchNetwork.theNetwork')
  if (switched && network)
    return <NetworkSwitchedPanel network={network} onDone={portico.router.goBack} />
  return (
    <div className="center">
      <p className="address">{t('common.switchTo', { name })}</p>
      <p className="muted" role="status">
        {pending ? t('switchNetwork.waiting') : t('switchNetwork.approve')}
      </p>
      <ErrorText error={error} />
      <button
        type="button"
        className="primary"
        disabled={!network || pending}
        onClick={() => {
          if (!network) return
          setError(undefined)
          setPending(true)
          portico.switchNetwork(network).then(
            () => {
              setPending(false)
              setSwitched(true)
            },
            (failure: unknown) => {
              setPending(false)
              setError(errorMessage(failure))
            },
          )
        }}
      >
        <Icon path={NETWORK_ICON} />
        {error ? t('common.tryAgain') : t('switchNetwork.switch')}
      </button>
    </div>
  )
}

/** Opened without a network chosen, there is nothing to switch to. */
function useMissingNetwork(): string | undefined {
  const { t } = useI18n()
  return useRouterData()?.network ? undefined : t('switchNetwork.missing')
}

export default inContext(SwitchNetworkView, useMissingNetwork)
