import { useEffect, useRef, useState } from 'react'
import { isNamespaceSupported } from '../../clients/blockchain/supported-namespaces.js'
import type { TransactionsState } from '../../controllers/transactions.js'
import { useAccount } from '../../react/use-account.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { FETCH_TRANSACTIONS_FAILED } from '../../controllers/transactions.js'
import { FailureWithRetry } from './FailureWithRetry.js'
import { activityEntry } from './activity-entry.js'

const stateOf = (state: TransactionsState) => state

/**
 * The account's transfers from the Blockchain API, newest first: read afresh each time the tab
 * shows (so a transaction just made is there), the next page fetched as its end scrolls into
 * view. Activity is served for EVM accounts only (CONST-62).
 */
export default function ActivityTab() {
  const portico = usePortico()
  const { caipAddress, address, namespace } = useAccount()
  const state = useStore(portico.transactions.store, stateOf)
  const [failed, setFailed] = useState(false)
  const end = useRef<HTMLLIElement>(null)
  const supported = namespace !== undefined && isNamespaceSupported('activity', namespace)

  useEffect(() => {
    if (!supported || !caipAddress) return
    void portico.transactions.refresh(caipAddress).then(() => {
      setFailed(portico.transactions.failed())
    })
  }, [portico, caipAddress, supported])

  const hasMore = state.next !== undefined
  useEffect(() => {
    const sentinel = end.current
    if (!sentinel || !hasMore || !caipAddress) return
    // The implicit root sees the modal's scrolling body clip the list, so this fires on scroll.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      void portico.transactions.fetchTransactions(caipAddress).then(() => {
        setFailed(portico.transactions.failed())
      })
    })
    observer.observe(sentinel)
    return () => {
      observer.disconnect()
    }
  }, [portico, caipAddress, hasMore, state.transactions.length])

  if (!supported) return <p className="muted">Activity is shown for EVM accounts only</p>
  if (state.loading && state.transactions.length === 0)
    return (
      <p className="muted" role="status">
        Loading activity…
      </p>
    )
  if (failed && state.transactions.length === 0)
    return (
      <FailureWithRetry
        message={FETCH_TRANSACTIONS_FAILED}
        list="activity"
        onRetry={() => {
          setFailed(false)
          void portico.transactions.refresh(caipAddress).then(() => {
            setFailed(portico.transactions.failed())
          })
        }}
      />
    )
  if (state.transactions.length === 0)
    return (
      <p className="muted" data-activity="empty">
        No activity yet
      </p>
    )
  const now = Date.now()
  const nameOf = (key: string) => portico.storage.cache.get('ens', key)?.[0]?.name
  return (
    <ul className="list" data-list="activity" aria-busy={state.loading}>
      {state.transactions.map((transaction) => {
        const entry = activityEntry(transaction, address ?? '', now, nameOf)
        return (
          <li
            key={entry.id}
            data-transaction={entry.id}
            data-direction={entry.direction}
            className="activity-row"
          >
            <span>
              <span>
                {entry.title}
                {entry.failed && <span className="error-text"> · Failed</span>}
              </span>
              <span className="muted" title={entry.counterpartyAddress} data-counterparty>
                {entry.direction === 'received' ? 'From' : 'To'} {entry.counterparty}
              </span>
            </span>
            <span>
              {entry.amounts.map((amount) => (
                <span key={amount} data-amount={amount}>
                  {amount}
                </span>
              ))}
              <time className="muted" dateTime={entry.minedAt}>
                {entry.date}
              </time>
            </span>
          </li>
        )
      })}
      {hasMore && (
        <li
          ref={end}
          className="muted activity-more"
          data-activity="more"
          aria-hidden={!state.loading}
        >
          {state.loading ? 'Loading more…' : ''}
        </li>
      )}
    </ul>
  )
}
