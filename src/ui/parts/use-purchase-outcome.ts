import { useCallback, useEffect, useRef, useState } from 'react'
import { isNamespaceSupported } from '../../clients/blockchain/supported-namespaces.js'
import type { TokenBalance } from '../../controllers/balances.js'
import { POPUP_POLL_MS } from '../../core/constants.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { parseCaipAddress } from '../../utils/caip.js'
import { errorMessage } from '../error-message.js'
import { arrivalHash, arrivedAmount, type PurchasedToken } from './purchase-arrival.js'

/** Where a purchase stands, from the provider's checkout to the tokens in the wallet. */
export type PurchaseOutcome =
  | { phase: 'idle' }
  | { phase: 'checkout'; provider: string }
  | { phase: 'arriving'; provider: string }
  | { phase: 'succeeded'; provider: string; amount: string; hash?: string }
  | { phase: 'failed'; provider: string; message: string }

/** The balances are read every third popup check: often enough to show the tokens promptly. */
const BALANCE_EVERY_TICKS = 3
/**
 * After the checkout window closes, the payment may still be on its way to the chain: the
 * tokens are awaited this long (unless the app's `onRamp.arrivalWaitMs` says otherwise) before
 * the purchase counts as not made.
 */
const ARRIVAL_GRACE_MS = 20_000

/** The app's wait when it is a positive number of milliseconds, else the default. */
const arrivalWaitOf = (waitMs: number | undefined): number =>
  waitMs !== undefined && Number.isFinite(waitMs) && waitMs > 0 ? waitMs : ARRIVAL_GRACE_MS

export const POPUP_BLOCKED_MESSAGE = 'The checkout window was blocked: allow pop-ups and try again'
export const nothingArrivedMessage = (provider: string): string =>
  `The ${provider} window was closed and no tokens arrived`

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms)
  })

/**
 * Follows a purchase in the provider's window: the window open is the checkout, its closing
 * starts the wait for the tokens, and the wallet's balance of the bought token growing is the
 * purchase done (with the transaction that brought it, when the history lists it).
 */
export function usePurchaseOutcome() {
  const portico = usePorticoInternals()
  const [outcome, setOutcome] = useState<PurchaseOutcome>({ phase: 'idle' })
  const stop = useRef<() => void>(undefined)
  useEffect(() => () => stop.current?.(), [])

  const start = useCallback(
    (provider: string, popup: Window | null, token: PurchasedToken, caipAddress: string) => {
      stop.current?.()
      if (!popup) {
        setOutcome({ phase: 'failed', provider, message: POPUP_BLOCKED_MESSAGE })
        return
      }
      const watching = new AbortController()
      stop.current = () => {
        watching.abort()
      }
      const stopped = () => watching.signal.aborted
      const arrivalWaitMs = arrivalWaitOf(portico.options.options.onRamp?.arrivalWaitMs)
      setOutcome({ phase: 'checkout', provider })
      const balances = () =>
        portico.balances.fetchTokenBalances(caipAddress, { fresh: true, retry: true })
      const hashOf = async (): Promise<string | undefined> => {
        if (!isNamespaceSupported('activity', parseCaipAddress(caipAddress).chainNamespace)) return
        const transactions = await portico.transactions.load()
        await transactions.refresh(caipAddress)
        return arrivalHash(transactions.store.getState().transactions, token.symbol)
      }
      const follow = async () => {
        const before: TokenBalance[] = await balances()
        let closedAt: number | undefined
        for (let tick = 1; !stopped(); tick += 1) {
          await sleep(POPUP_POLL_MS)
          if (stopped()) return
          if (closedAt === undefined && popup.closed) {
            closedAt = Date.now()
            setOutcome({ phase: 'arriving', provider })
          }
          if (closedAt === undefined && tick % BALANCE_EVERY_TICKS !== 0) continue
          const amount = arrivedAmount(before, await balances(), token)
          if (stopped()) return
          if (amount !== undefined) {
            const hash = await hashOf().catch(() => undefined)
            if (!stopped()) setOutcome({ phase: 'succeeded', provider, amount, hash })
            return
          }
          if (closedAt !== undefined && Date.now() - closedAt > arrivalWaitMs) {
            setOutcome({ phase: 'failed', provider, message: nothingArrivedMessage(provider) })
            return
          }
        }
      }
      follow().catch((failure: unknown) => {
        if (!stopped()) setOutcome({ phase: 'failed', provider, message: errorMessage(failure) })
      })
    },
    [portico],
  )
  const reset = useCallback(() => {
    stop.current?.()
    setOutcome({ phase: 'idle' })
  }, [])
  return { outcome, start, reset }
}
