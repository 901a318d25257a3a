import type { OnRampState } from '../../controllers/onramp.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { OnRampChoiceList } from '../parts/OnRampChoiceList.js'

const onRampOf = (state: OnRampState) => state

/** The fiat currency to pay with, from the on-ramp options. */
export default function OnRampFiatSelectView() {
  const portico = usePortico()
  const onRamp = useStore(portico.onRamp.store, onRampOf)
  return (
    <OnRampChoiceList
      list="payment-currencies"
      choices={onRamp.paymentCurrencies}
      keyOf={(currency) => currency.id}
      labelOf={(currency) => currency.id}
      chosen={onRamp.paymentCurrency}
      onChoose={portico.onRamp.setPaymentCurrency}
    />
  )
}
