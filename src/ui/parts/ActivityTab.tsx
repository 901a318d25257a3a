import { useEffect, useRef, useState } from 'react'
import { isNamespaceSupported } from '../../clients/blockchain/supported-namespaces.js'
import type { Transactions, TransactionsState } from '../../controllers/transactions.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { FETCH_TRANSACTIONS_FAILED } from '../../controllers/transactions.js'
import { FailureWithRetry } from './FailureWithRetry.js'
import { WithController } from './WithController.js'
import { activityEntry, type ActivityEntry } from './activity-entry.js'
import { useI18n } from '../i18n/use-i18n.js'
import { messageParts } from '../i18n/message-parts.js'
import type { ModalI18n } from '../i18n/modal-i18n.js'

const stateOf = (state: TransactionsState) => state

/**
 * The account's transfers from the Blockchain API, newest first: read afresh each time the tab
 * shows (so a transaction just made is there), the next page fetched as its end scrolls into
 * view. Activity is served for EVM accounts only (CONST-62).
 */
function ActivityTabWith({ transactions }: { transactions: Transactions }) {
  const { storage } = usePorticoInternals()
  const { caipAddress, address, namespace } = usePorticoAccount()
  const state = usePorticoStore(transactions.store, stateOf)
  const [failed, setFailed] = useState(false)
  const i18n = useI18n()
  const { t, ago, decimal } = i18n
  const end = useRef<HTMLLIElement>(null)
  const supported = namespace !== undefined && isNamespaceSupported('activity', namespace)

  useEffect(() => {
    if (!supported || !caipAddress) return
    void transactions.refresh(caipAddress).then(() => {
      setFailed(transactions.failed())
    })
  }, [transactions, caipAddress, supported])

  const hasMore = state.next !== undefined
  useEffect(() => {
    const sentinel = end.current
    if (!sentinel || !hasMore || !caipAddress) return
    // The implicit root sees the modal's scrolling body clip the list, so this fires on scroll.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      void transactions.fetchTransactions(caipAddress).then(() => {
        setFailed(transactions.failed())
      })
    })
    observer.observe(sentinel)
    return () => {
      observer.disconnect()
    }
  }, [transactions, caipAddress, hasMore, state.transactions.length])

  if (!supported) return <p className="muted">{t('activity.evmOnly')}</p>
  if (state.loading && state.transactions.length === 0)
    return (
      <p className="muted" role="status">
        {t('activity.loading')}
      </p>
    )
  if (failed && state.transactions.length === 0)
    return (
      <FailureWithRetry
        message={FETCH_TRANSACTIONS_FAILED}
        list="activity"
        onRetry={() => {
          setFailed(false)
          void transactions.refresh(caipAddress).then(() => {
            setFailed(transactions.failed())
          })
        }}
      />
    )
  if (state.transactions.length === 0)
    return (
      <p className="muted" data-activity="empty">
        {t('activity.empty')}
      </p>
    )
  const now = Date.now()
  const nameOf = (key: string) => storage.cache.get('ens', key)?.[0]?.name
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
                {kindTitle(entry, i18n)}
                {entry.failed && <span className="error-text"> · {t('activity.failed')}</span>}
              </span>
              <span className="muted" title={entry.counterpartyAddress} data-counterparty>
                {messageParts(t(entry.direction === 'received' ? 'activity.from' : 'activity.to'), {
                  name: <bdi>{entry.counterparty}</bdi>,
                })}
              </span>
            </span>
            <span>
              {entry.amounts.map((amount) => (
                <span key={amount} data-amount={amount} dir="ltr">
                  {localAmount(amount, decimal)}
                </span>
              ))}
              <time className="muted" dateTime={entry.minedAt}>
                {ago(Date.parse(entry.minedAt), now)}
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
          {state.loading ? t('activity.loadingMore') : ''}
        </li>
      )}
    </ul>
  )
}

/** A known operation's title in the modal's language; another keeps the API's word. */
function kindTitle(entry: ActivityEntry, { t, has }: Pick<ModalI18n, 't' | 'has'>): string {
  const key = `activity.${entry.kind}`
  return has(key) ? t(key) : entry.title
}

/** '-0.500 ETH' with its number in the locale's digits and separators. */
function localAmount(amount: string, decimal: (shown: string) => string): string {
  const [number = '', ...rest] = amount.split(' ')
  return [decimal(number), ...rest].join(' ')
}

export default function ActivityTab() {
  const portico = usePorticoInternals()
  return (
    <WithController controller={portico.transactions}>
      {(transactions) => <ActivityTabWith transactions={transactions} />}
    </WithController>
  )
}
