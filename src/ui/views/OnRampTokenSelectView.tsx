import type { OnRamp, OnRampState } from '../../controllers/onramp.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { OnRampChoiceList } from '../parts/OnRampChoiceList.js'
import { WithController } from '../parts/WithController.js'

const onRampOf = (state: OnRampState) => state

/** The crypto to buy, from the on-ramp options. */
function OnRampTokenSelectViewWith({ controller }: { controller: OnRamp }) {
  const onRamp = usePorticoStore(controller.store, onRampOf)
  return (
    <OnRampChoiceList
      list="purchase-currencies"
      choices={onRamp.purchaseCurrencies}
      keyOf={(currency) => currency.symbol}
      labelOf={(currency) => `${currency.name} (${currency.symbol})`}
      chosen={onRamp.purchaseCurrency}
      onChoose={controller.setPurchaseCurrency}
    />
  )
}

export default function OnRampTokenSelectView() {
  const portico = usePorticoInternals()
  return (
    <WithController controller={portico.onRamp}>
      {(controller) => <OnRampTokenSelectViewWith controller={controller} />}
    </WithController>
  )
}
