import { LazyBrandMark } from '../icons/LazyBrandMark.js'
import { ConnectingStatus } from '../parts/ConnectingStatus.js'
import { useConnect } from '../parts/use-connect.js'
import { useOnce } from '../parts/use-once.js'
import { useRouterData } from '../parts/use-router-data.js'
import { inContext } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'

/** A social login in its popup: waiting, then the error and retry if it fails. */
function ConnectingSocialView() {
  const provider = useRouterData()?.connector
  const { phase, error, connect } = useConnect()
  const { t } = useI18n()
  const start = () => {
    if (provider) void connect({ method: 'social', provider: provider.id })
  }
  useOnce(start)
  return (
    <ConnectingStatus
      name={provider?.name ?? t('connecting.theLogin')}
      image={undefined}
      mark={provider ? <LazyBrandMark brand={provider.id} /> : undefined}
      phase={phase}
      error={error}
      waitingText={t('connecting.signInWindow')}
      onRetry={start}
    />
  )
}

/** Opened without a login provider chosen, there is no login window to wait for. */
function useMissingProvider(): string | undefined {
  const { t } = useI18n()
  return useRouterData()?.connector ? undefined : t('connecting.noProvider')
}

export default inContext(ConnectingSocialView, useMissingProvider)
