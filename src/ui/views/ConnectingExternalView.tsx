import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { ConnectingStatus } from '../parts/ConnectingStatus.js'
import { useConnect } from '../parts/use-connect.js'
import { useOnce } from '../parts/use-once.js'
import { useRouterData } from '../parts/use-router-data.js'
import { inContext } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'

/** An installed wallet asked to connect: its logo while it waits, the error and retry after. */
function ConnectingExternalView() {
  const portico = usePorticoInternals()
  const target = useRouterData()?.connector
  const connector = target ? portico.connectors.getConnector(target.id) : undefined
  const { phase, error, connect } = useConnect(connector?.chain)
  const { t } = useI18n()
  const start = () => {
    if (target) void connect({ method: 'external', connectorId: target.id })
  }
  useOnce(start)
  const name = connector?.name ?? target?.name ?? t('connecting.yourWallet')
  return (
    <ConnectingStatus
      name={name}
      image={connector?.imageUrl}
      phase={phase}
      error={error}
      waitingText={t('connecting.acceptRequest')}
      onRetry={start}
    />
  )
}

/** Opened without a wallet chosen, there is no wallet to ask. */
function useMissingWallet(): string | undefined {
  const { t } = useI18n()
  return useRouterData()?.connector ? undefined : t('connecting.noWallet')
}

export default inContext(ConnectingExternalView, useMissingWallet)
