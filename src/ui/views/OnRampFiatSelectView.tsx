import type { OnRamp, OnRampState } from '../../controllers/onramp.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { OnRampChoiceList } from '../parts/OnRampChoiceList.js'
import { WithController } from '../parts/WithController.js'

const onRampOf = (state: OnRampState) => state

/** The fiat currency to pay with, from the on-ramp options. */
function OnRampFiatSelectViewWith({ controller }: { controller: OnRamp }) {
  const onRamp = usePorticoStore(controller.store, onRampOf)
  return (
    <OnRampChoiceList
      list="payment-currencies"
      choices={onRamp.paymentCurrencies}
      keyOf={(currency) => currency.id}
      labelOf={(currency) => currency.id}
      chosen={onRamp.paymentCurrency}
      onChoose={controller.setPaymentCurrency}
    />
  )
}

export default function OnRampFiatSelectView() {
  const portico = usePorticoInternals()
  return (
    <WithController controller={portico.onRamp}>
      {(controller) => <OnRampFiatSelectViewWith controller={controller} />}
    </WithController>
  )
}
