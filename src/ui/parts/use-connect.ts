import { useCallback, useRef, useState } from 'react'
import type { ConnectRequest } from '../../core/connect-request.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import type { ChainNamespace } from '../../utils/caip.js'
import { errorMessage } from '../error-message.js'
import { funnelEvents } from './connection-funnel.js'

export type ConnectPhase = 'idle' | 'connecting' | 'failed'

/**
 * Runs a connection through the connections controller. On success the modal closes; on failure
 * the error's message is kept for the view and the modal shakes; a connection the controller
 * refused with an alert (a second wallet while multi-wallet is off) goes back. The view's first
 * attempt is the funnel's wallet selection; the controller tracks each attempt's outcome.
 */
export function useConnect(namespace: ChainNamespace = 'eip155') {
  const portico = usePorticoInternals()
  const [phase, setPhase] = useState<ConnectPhase>('idle')
  const [error, setError] = useState<string | undefined>()
  const selected = useRef(false)
  const connect = useCallback(
    async (request: ConnectRequest): Promise<void> => {
      setPhase('connecting')
      setError(undefined)
      if (!selected.current) portico.events.track(funnelEvents.walletSelected(request))
      selected.current = true
      try {
        // The connections controller tracks the outcome, for the app's own connects too.
        const connection = await portico.connections.connect(namespace, request)
        setPhase('idle')
        // No connection without an error: it was refused with an alert, shown on the view before.
        if (connection) portico.close()
        else portico.router.goBack()
      } catch (failure) {
        setPhase('failed')
        setError(errorMessage(failure))
        portico.modal.shake()
      }
    },
    [portico, namespace],
  )
  return { phase, error, connect }
}
