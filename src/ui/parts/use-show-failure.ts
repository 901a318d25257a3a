import { useCallback } from 'react'
import { PorticoCodedError } from '../../core/errors.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { errorMessage } from '../error-message.js'

/**
 * Reports a failure nothing on the view can show: a coded error in the alert area with its code
 * (UI-05), any other as an error toast.
 */
export function useShowFailure(): (error: unknown) => void {
  const portico = usePorticoInternals()
  return useCallback(
    (error: unknown) => {
      if (error instanceof PorticoCodedError) portico.alert.open(error, 'warning')
      else portico.snack.showError(errorMessage(error))
    },
    [portico],
  )
}
