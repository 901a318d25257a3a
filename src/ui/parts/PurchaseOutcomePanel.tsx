import type { CaipNetwork } from '../../core/caip-network.js'
import { parseCaipAddress } from '../../utils/caip.js'
import { shortAddress } from '../../utils/short-address.js'
import { Amount } from './Amount.js'
import { OutcomePanel, type OutcomePanelProps } from './OutcomePanel.js'
import type { PurchaseOutcome } from './use-purchase-outcome.js'

export interface PurchaseOutcomePanelProps {
  outcome: Exclude<PurchaseOutcome, { phase: 'idle' }>
  symbol: string
  /** The account the tokens are delivered to. */
  receiver: string | undefined
  network: CaipNetwork | undefined
  onRetry: () => void
  onEdit: () => void
  onDone: () => void
}

const STEPS = ['Pay in the provider’s window', 'Tokens on their way to your wallet'] as const

function panelOutcome(outcome: PurchaseOutcomePanelProps['outcome']): OutcomePanelProps['outcome'] {
  switch (outcome.phase) {
    case 'checkout':
      return {
        phase: 'pending',
        title: `Finish the purchase in the ${outcome.provider} window`,
        steps: STEPS,
        current: 0,
      }
    case 'arriving':
      return { phase: 'pending', title: 'Waiting for the tokens', steps: STEPS, current: 1 }
    case 'succeeded':
      return { phase: 'succeeded', hash: outcome.hash }
    case 'failed':
      return { phase: 'failed', message: outcome.message }
  }
}

/** A purchase from the checkout to the tokens in the wallet: what came, to whom, through whom. */
export function PurchaseOutcomePanel(props: PurchaseOutcomePanelProps) {
  const { outcome, symbol, receiver } = props
  const address = receiver === undefined ? undefined : parseCaipAddress(receiver).address
  return (
    <OutcomePanel
      outcome={panelOutcome(outcome)}
      title="Purchase complete"
      network={props.network}
      details={
        <>
          {outcome.phase === 'succeeded' && (
            <>
              <dt>Received</dt>
              <dd>
                <Amount exact={outcome.amount} symbol={symbol} field="purchased-amount" />
              </dd>
            </>
          )}
          <dt>To</dt>
          <dd title={address}>{address === undefined ? '–' : shortAddress(address)}</dd>
          <dt>Provider</dt>
          <dd>{outcome.provider}</dd>
        </>
      }
      onRetry={props.onRetry}
      onDone={props.onDone}
      editLabel="Change the order"
      onEdit={props.onEdit}
    />
  )
}
