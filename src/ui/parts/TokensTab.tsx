import { useEffect } from 'react'
import { displayBalance, TOKEN_BALANCE_UNAVAILABLE } from '../../controllers/balances.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoBalances } from '../../react/use-portico-balances.js'
import { FailureWithRetry } from './FailureWithRetry.js'
import { useI18n } from '../i18n/use-i18n.js'

/**
 * The account's token balances from the Blockchain API (or the wallet's own asset list); a failed
 * fetch says so, with a retry that the 30 s guard does not hold back.
 */
export function TokensTab() {
  const { caipAddress } = usePorticoAccount()
  const { balances, loading, failed, unreadable, fetch } = usePorticoBalances()
  const { t, decimal } = useI18n()
  useEffect(() => {
    if (caipAddress) void fetch(caipAddress)
  }, [caipAddress, fetch])
  if (loading && balances.length === 0) return <p className="muted">{t('tokens.loading')}</p>
  if (failed && balances.length === 0)
    return (
      <FailureWithRetry
        message={TOKEN_BALANCE_UNAVAILABLE}
        list="tokens"
        onRetry={() => {
          if (caipAddress) void fetch(caipAddress, { retry: true })
        }}
      />
    )
  // Balances the service sent unreadable are left out (the balances controller), and said so.
  const note = unreadable > 0 && (
    <p className="muted" data-unreadable={unreadable}>
      {t('tokens.unreadable')}
    </p>
  )
  if (balances.length === 0)
    return (
      <>
        <p className="muted">{t('tokens.empty')}</p>
        {note}
      </>
    )
  return (
    <>
      <ul className="list" data-list="tokens">
        {balances.map((token) => (
          <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
            <bdi className="ellipsis">{token.name}</bdi>
            <span dir="ltr">
              {decimal(displayBalance(token))} <bdi>{token.symbol}</bdi>
            </span>
          </li>
        ))}
      </ul>
      {note}
    </>
  )
}
