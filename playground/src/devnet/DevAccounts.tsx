import { useCallback } from 'react'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { usePolling } from '../shared/use-polling.js'
import { readBalances, type AccountBalance } from './account-balances.js'
import { namespaceOf } from './chain-namespace.js'
import { PolledSection } from './PolledSection.js'

interface DevAccountsProps {
  endpoints: DevnetEndpoints
}

const shown = (balance: AccountBalance['balance']): string =>
  balance.ok
    ? `${Number(balance.value).toLocaleString('en-US', { maximumFractionDigits: 4 })} ${balance.symbol}`
    : 'unreadable'

/** The funded dev accounts and their live native balance on each chain, one table per namespace. */
export function DevAccounts({ endpoints }: DevAccountsProps) {
  const { chains, accounts } = endpoints
  const read = useCallback(() => readBalances(chains, accounts), [chains, accounts])
  const [polled, refresh] = usePolling(read, 10_000)
  const namespaces = Object.keys(accounts)
  return (
    <PolledSection title="Dev accounts" polled={polled} onRefresh={refresh} wide>
      {(balances) =>
        namespaces.length === 0 ? (
          <p className="muted">The endpoints list no accounts.</p>
        ) : (
          namespaces.map((namespace) => {
            const columns = Object.keys(chains).filter((chain) => namespaceOf(chain) === namespace)
            return (
              <table key={namespace} className="table" aria-label={`${namespace} accounts`}>
                <thead>
                  <tr>
                    <th scope="col">{namespace} address</th>
                    {columns.map((chain) => (
                      <th key={chain} scope="col" className="number" title={chain}>
                        {chain}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(accounts[namespace] ?? []).map((address) => (
                    <tr key={address} data-address={address}>
                      <td>
                        <code className="nowrap">{address}</code>
                      </td>
                      {columns.map((chain) => {
                        const found = balances.find(
                          (entry) => entry.chain === chain && entry.address === address,
                        )
                        return (
                          <td
                            key={chain}
                            className="number"
                            data-chain={chain}
                            title={found && !found.balance.ok ? found.balance.message : undefined}
                          >
                            {found ? shown(found.balance) : '—'}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          })
        )
      }
    </PolledSection>
  )
}
