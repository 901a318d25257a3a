import type { CaipNetwork } from '../../core/caip-network.js'
import { useAccount } from '../../react/use-account.js'
import { shortAddress } from '../../utils/short-address.js'
import { OutcomePanel } from './OutcomePanel.js'

export interface NetworkSwitchedPanelProps {
  network: CaipNetwork
  onDone: () => void
}

/** The end of a network switch: the network the wallet is on now, and the account there. */
export function NetworkSwitchedPanel({ network, onDone }: NetworkSwitchedPanelProps) {
  const { address } = useAccount()
  return (
    <OutcomePanel
      outcome={{ phase: 'succeeded' }}
      title={`Switched to ${network.name}`}
      network={network}
      details={
        <>
          <dt>Network</dt>
          <dd data-field="switched-network">{network.name}</dd>
          {typeof network.id === 'number' && (
            <>
              <dt>Chain ID</dt>
              <dd>{network.id}</dd>
            </>
          )}
          {address !== undefined && (
            <>
              <dt>Account</dt>
              <dd title={address}>{shortAddress(address)}</dd>
            </>
          )}
        </>
      }
      onDone={onDone}
    />
  )
}
