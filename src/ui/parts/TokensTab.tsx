import { useEffect } from 'react'
import { displayBalance } from '../../controllers/balances.js'
import { useAccount } from '../../react/use-account.js'
import { useBalances } from '../../react/use-balances.js'

/** The account's token balances from the Blockchain API (or the wallet's own asset list). */
export function TokensTab() {
  const { caipAddress } = useAccount()
  const { balances, loading, fetch } = useBalances()
  useEffect(() => {
    if (caipAddress) void fetch(caipAddress)
  }, [caipAddress, fetch])
  if (loading && balances.length === 0) return <p className="muted">Loading tokens…</p>
  if (balances.length === 0) return <p className="muted">No tokens yet</p>
  return (
    <ul className="list" data-list="tokens">
      {balances.map((token) => (
        <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
          <span>{token.name}</span>
          <span>
            {displayBalance(token)} {token.symbol}
          </span>
        </li>
      ))}
    </ul>
  )
}
