import { ConnectingStatus } from '../parts/ConnectingStatus.js'
import { useConnect } from '../parts/use-connect.js'
import { useOnce } from '../parts/use-once.js'
import { useRouterData } from '../parts/use-router-data.js'
import { inContext } from '../parts/in-context.js'

/** A social login in its popup: waiting, then the error and retry if it fails. */
function ConnectingSocialView() {
  const provider = useRouterData()?.connector
  const { phase, error, connect } = useConnect()
  const start = () => {
    if (provider) void connect({ method: 'social', provider: provider.id })
  }
  useOnce(start)
  return (
    <ConnectingStatus
      name={provider?.name ?? 'the login'}
      image={undefined}
      phase={phase}
      error={error}
      waitingText="Sign in in the window that opened"
      onRetry={start}
    />
  )
}

/** Opened without a login provider chosen, there is no login window to wait for. */
function useMissingProvider(): string | undefined {
  return useRouterData()?.connector
    ? undefined
    : 'No login provider was chosen: pick one in Connect.'
}

export default inContext(ConnectingSocialView, useMissingProvider)
