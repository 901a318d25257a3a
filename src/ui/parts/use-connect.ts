import { useCallback, useState } from 'react'
import type { ConnectRequest } from '../../core/connect-request.js'
import { usePortico } from '../../react/use-portico.js'
import type { ChainNamespace } from '../../utils/caip.js'
import { errorMessage } from '../error-message.js'

export type ConnectPhase = 'idle' | 'connecting' | 'failed'

/**
 * Runs a connection through the connections controller. On success the modal closes; on failure
 * the error's message is kept for the view and the modal shakes.
 */
export function useConnect(namespace: ChainNamespace = 'eip155') {
  const portico = usePortico()
  const [phase, setPhase] = useState<ConnectPhase>('idle')
  const [error, setError] = useState<string | undefined>()
  const connect = useCallback(
    async (request: ConnectRequest): Promise<void> => {
      setPhase('connecting')
      setError(undefined)
      try {
        const connection = await portico.connections.connect(namespace, request)
        setPhase('idle')
        if (connection) portico.close()
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
