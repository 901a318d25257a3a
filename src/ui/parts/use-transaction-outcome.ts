import { useCallback, useState } from 'react'
import type { CaipNetwork } from '../../core/caip-network.js'
import { errorMessage } from '../error-message.js'

/** Where an action stands, from the wallet's prompt to the transaction's receipt. */
export type TransactionOutcome =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'submitted'; hash: string }
  | { phase: 'succeeded'; hash?: string }
  | { phase: 'failed'; message: string; hash?: string }

export const REVERTED_MESSAGE = 'The transaction was reverted on the network'

/**
 * Runs an action that asks the wallet to sign and returns a transaction hash (or nothing when
 * the action has no transaction of its own), then waits for the receipt on the network's RPC.
 * Each step is a phase the outcome view shows; nothing is left looking like an idle form.
 */
export function useTransactionOutcome() {
  const [outcome, setOutcome] = useState<TransactionOutcome>({ phase: 'idle' })
  const run = useCallback((submit: () => Promise<string | undefined>, network?: CaipNetwork) => {
    setOutcome({ phase: 'confirming' })
    const settle = async () => {
      const hash = await submit()
      if (hash === undefined || network === undefined) {
        setOutcome({ phase: 'succeeded', hash })
        return
      }
      setOutcome({ phase: 'submitted', hash })
      try {
        const { waitForReceipt } = await import('../../connectors/transaction-receipt.js')
        const status = await waitForReceipt(network, hash)
        setOutcome(
          status === 'success'
            ? { phase: 'succeeded', hash }
            : { phase: 'failed', message: REVERTED_MESSAGE, hash },
        )
      } catch (failure) {
        setOutcome({ phase: 'failed', message: errorMessage(failure), hash })
      }
    }
    settle().catch((failure: unknown) => {
      setOutcome({ phase: 'failed', message: errorMessage(failure) })
    })
  }, [])
  const reset = useCallback(() => {
    setOutcome({ phase: 'idle' })
  }, [])
  return { outcome, run, reset }
}
