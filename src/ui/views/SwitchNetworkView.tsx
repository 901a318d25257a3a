import { useState } from 'react'
import { usePortico } from '../../react/use-portico.js'
import { useRouterData } from '../parts/use-router-data.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'
import { inContext } from '../parts/in-context.js'

/** The confirmation shown while the wallet is asked to switch to the chosen network. */
function SwitchNetworkView() {
  const portico = usePortico()
  const target = useRouterData()?.network
  const network = target ? portico.chain.findNetwork(target.caipNetworkId) : undefined
  const [error, setError] = useState<string | undefined>()
  const name = target?.name ?? 'the network'
  return (
    <div className="center">
      <p className="address">Switch to {name}</p>
      <p className="muted">Approve the network switch in your wallet.</p>
      <ErrorText error={error} />
      <button
        type="button"
        className="primary"
        disabled={!network}
        onClick={() => {
          if (!network) return
          portico.switchNetwork(network).then(
            () => {
              portico.router.goBack()
            },
            (failure: unknown) => {
              setError(errorMessage(failure))
            },
          )
        }}
      >
        Switch network
      </button>
    </div>
  )
}

/** Opened without a network chosen, there is nothing to switch to. */
function useMissingNetwork(): string | undefined {
  return useRouterData()?.network
    ? undefined
    : 'No network was chosen to switch to: pick one in Networks.'
}

export default inContext(SwitchNetworkView, useMissingNetwork)
