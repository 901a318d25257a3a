import type { OptionsState } from '../../controllers/options.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'

const legalOnOf = (state: OptionsState) => state.features.legalCheckbox

/** Whether a connection waits for the app's terms (`legalCheckbox` with a terms or privacy link). */
export function useTermsAsked(): boolean {
  const portico = usePorticoInternals()
  const { termsConditionsUrl, privacyPolicyUrl } = portico.options.options
  return (
    usePorticoStore(portico.options.store, legalOnOf) &&
    (termsConditionsUrl ?? privacyPolicyUrl) !== undefined
  )
}
