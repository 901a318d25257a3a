import type { OnRampState } from '../../controllers/onramp.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { OnRampChoiceList } from '../parts/OnRampChoiceList.js'

const onRampOf = (state: OnRampState) => state

/** The crypto to buy, from the on-ramp options. */
export default function OnRampTokenSelectView() {
  const portico = usePortico()
  const onRamp = useStore(portico.onRamp.store, onRampOf)
  return (
    <OnRampChoiceList
      list="purchase-currencies"
      choices={onRamp.purchaseCurrencies}
      keyOf={(currency) => currency.symbol}
      labelOf={(currency) => `${currency.name} (${currency.symbol})`}
      chosen={onRamp.purchaseCurrency}
      onChoose={portico.onRamp.setPurchaseCurrency}
    />
  )
}
