import { useEffect } from 'react'
import type { TransactionsState } from '../../controllers/transactions.js'
import { useAccount } from '../../react/use-account.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { shortAddress } from '../../utils/short-address.js'

const stateOf = (state: TransactionsState) => state

/** The account's transaction history from the Blockchain API, newest first. */
export function ActivityTab() {
  const portico = usePortico()
  const { caipAddress } = useAccount()
  const state = useStore(portico.transactions.store, stateOf)
  useEffect(() => {
    void portico.transactions.fetchTransactions(caipAddress)
  }, [portico, caipAddress])
  if (state.loading && state.transactions.length === 0)
    return <p className="muted">Loading activity…</p>
  if (state.transactions.length === 0) return <p className="muted">No activity yet</p>
  return (
    <ul className="list" data-list="activity">
      {state.transactions.map((transaction) => (
        <li key={transaction.id}>
          <span className="capitalised">{transaction.metadata.operationType}</span>
          <span className="muted">
            {shortAddress(transaction.metadata.hash)} ·{' '}
            {new Date(transaction.metadata.minedAt).toLocaleDateString()}
          </span>
        </li>
      ))}
    </ul>
  )
}
