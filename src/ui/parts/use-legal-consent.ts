import { useState } from 'react'
import { isFeatureEnabled, type OptionsState } from '../../controllers/options.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'

const legalOnOf = (state: OptionsState) => isFeatureEnabled(state.features, 'legalCheckbox')

/**
 * Whether Connect asks the visitor to accept the app's terms first: with the `legalCheckbox`
 * feature on and a terms or privacy link given. The answer is remembered for those links, so new
 * links ask again; unticking forgets it.
 */
export function useLegalConsent() {
  const portico = usePortico()
  const on = useStore(portico.options.store, legalOnOf)
  const { termsConditionsUrl = '', privacyPolicyUrl = '' } = portico.options.options
  const links = `${termsConditionsUrl} ${privacyPolicyUrl}`.trim()
  const remembered = portico.storage.legalAccepted
  const [accepted, setAccepted] = useState(() => links !== '' && remembered.get() === links)
  const required = on && links !== ''
  return {
    required,
    /** True once the visitor may choose a wallet (always, where nothing is asked). */
    accepted: !required || accepted,
    setAccepted: (next: boolean): void => {
      setAccepted(next)
      if (next) remembered.set(links)
      else remembered.remove()
    },
  }
}
