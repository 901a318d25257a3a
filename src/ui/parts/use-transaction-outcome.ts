import { useCallback, useRef, useState } from 'react'
import type { CaipNetwork } from '../../core/caip-network.js'
import { errorMessage } from '../error-message.js'

/** Where an action stands, from the wallet's prompt to the transaction's receipt. */
export type TransactionOutcome =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'submitted'; hash: string }
  | { phase: 'succeeded'; hash?: string }
  /** `unchecked`: the transaction went out but its receipt could not be read. */
  | { phase: 'failed'; message: string; hash?: string; unchecked?: boolean }

export const REVERTED_MESSAGE = 'The transaction was reverted on the network'
/** The receipt wait failed (the network's RPC did not answer): the transaction is out. */
export const RECEIPT_UNKNOWN_MESSAGE =
  'The transaction was sent, but the network did not answer with its status. Try again to check it.'

/**
 * Runs an action that asks the wallet to sign and returns a transaction hash (or nothing when
 * the action has no transaction of its own), then waits for the receipt on the network's RPC.
 * Each step is a phase the outcome view shows; nothing is left looking like an idle form.
 * Trying again after a receipt wait that failed waits again for the same transaction: the
 * action is never submitted a second time.
 */
export function useTransactionOutcome() {
  const [outcome, setOutcome] = useState<TransactionOutcome>({ phase: 'idle' })
  const networkRef = useRef<CaipNetwork | undefined>(undefined)

  const awaitReceipt = useCallback(async (hash: string, network: CaipNetwork) => {
    setOutcome({ phase: 'submitted', hash })
    let status: 'success' | 'reverted'
    try {
      const { waitForReceipt } = await import('../../connectors/transaction-receipt.js')
      status = await waitForReceipt(network, hash)
    } catch {
      setOutcome({ phase: 'failed', message: RECEIPT_UNKNOWN_MESSAGE, hash, unchecked: true })
      return
    }
    setOutcome(
      status === 'success'
        ? { phase: 'succeeded', hash }
        : { phase: 'failed', message: REVERTED_MESSAGE, hash },
    )
  }, [])

  const run = useCallback(
    (submit: () => Promise<string | undefined>, network?: CaipNetwork) => {
      networkRef.current = network
      setOutcome({ phase: 'confirming' })
      const settle = async () => {
        const hash = await submit()
        if (hash === undefined || network === undefined) {
          setOutcome({ phase: 'succeeded', hash })
          return
        }
        await awaitReceipt(hash, network)
      }
      settle().catch((failure: unknown) => {
        setOutcome({ phase: 'failed', message: errorMessage(failure) })
      })
    },
    [awaitReceipt],
  )

  /** The outcome view's Try again: the receipt again when it is what failed, else `submitAgain`. */
  const retry = useCallback(
    (submitAgain: () => void) => {
      const network = networkRef.current
      if (outcome.phase === 'failed' && outcome.unchecked && outcome.hash && network) {
        const { hash } = outcome
        void awaitReceipt(hash, network)
        return
      }
      submitAgain()
    },
    [outcome, awaitReceipt],
  )

  const reset = useCallback(() => {
    setOutcome({ phase: 'idle' })
  }, [])
  return { outcome, run, retry, reset }
}
