import type { CaipNetwork } from '../../core/caip-network.js'
import { parseCaipAddress } from '../../utils/caip.js'
import { shortAddress } from '../../utils/short-address.js'
import { Amount } from './Amount.js'
import { OutcomePanel, type OutcomePanelProps } from './OutcomePanel.js'
import type { PurchaseOutcome } from './use-purchase-outcome.js'
import { useI18n } from '../i18n/use-i18n.js'
import type { Translate } from '../../i18n/create-translate.js'

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

function panelOutcome(
  outcome: PurchaseOutcomePanelProps['outcome'],
  t: Translate,
): OutcomePanelProps['outcome'] {
  const STEPS = [t('purchase.payStep'), t('purchase.tokensStep')]
  switch (outcome.phase) {
    case 'checkout':
      return {
        phase: 'pending',
        title: t('purchase.finish', { name: outcome.provider }),
        steps: STEPS,
        current: 0,
      }
    case 'arriving':
      return { phase: 'pending', title: t('purchase.waitingTokens'), steps: STEPS, current: 1 }
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
  const { t } = useI18n()
  return (
    <OutcomePanel
      outcome={panelOutcome(outcome, t)}
      title={t('purchase.complete')}
      network={props.network}
      details={
        <>
          {outcome.phase === 'succeeded' && (
            <>
              <dt>{t('purchase.received')}</dt>
              <dd>
                <Amount exact={outcome.amount} symbol={symbol} field="purchased-amount" />
              </dd>
            </>
          )}
          <dt>{t('common.to')}</dt>
          <dd title={address} dir="ltr">
            {address === undefined ? '–' : shortAddress(address)}
          </dd>
          <dt>{t('purchase.provider')}</dt>
          <dd>{outcome.provider}</dd>
        </>
      }
      onRetry={props.onRetry}
      onDone={props.onDone}
      editLabel={t('purchase.changeOrder')}
      onEdit={props.onEdit}
    />
  )
}
