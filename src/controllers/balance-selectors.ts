import type { CaipNetwork } from '../core/caip-network.js'
import type { AccountRecord, AccountState } from './account.js'
import { NO_BALANCES, type AccountBalances, type BalancesState } from './balances.js'

/** The account's balances in the balances store; none for no account or one not fetched yet. */
export const balancesOf = (
  state: BalancesState,
  caipAddress: string | undefined,
): AccountBalances =>
  (caipAddress === undefined ? undefined : state.accounts[caipAddress]) ?? NO_BALANCES

/**
 * The native balance, a decimal string in whole units: the row without a token address whose
 * symbol is the network's coin, '0' when the fetch read none; undefined until a fetch has ended.
 */
export function nativeBalanceOf(balances: AccountBalances, symbol: string): string | undefined {
  if (!balances.settled) return undefined
  const native = balances.balances.find(
    (token) => token.address === undefined && token.symbol === symbol,
  )
  return native?.quantity.numeric ?? '0'
}

/**
 * The account state of one namespace (ENT-11): its record from the account store, its balances
 * from the balances store (`balancesOf(state, record.caipAddress)`). The native balance needs
 * the account's own network: another network's coin is never shown as this account's.
 */
export function accountStateOf(
  record: AccountRecord,
  balances: AccountBalances,
  network: CaipNetwork | undefined,
): AccountState {
  const onNetwork = network && record.caipAddress?.startsWith(`${network.caipNetworkId}:`)
  const symbol = onNetwork ? network.nativeCurrency.symbol : undefined
  const balance = symbol === undefined ? undefined : nativeBalanceOf(balances, symbol)
  return {
    ...record,
    balance,
    balanceSymbol: balance === undefined ? undefined : symbol,
    tokenBalance: balances.balances,
    lastRetry: balances.lastRetry,
    balanceLoading: balances.loading,
  }
}
