import type { CaipNetwork } from '../core/caip-network.js'
import { NO_BALANCES, type AccountBalances, type BalancesState } from './balances.js'

/** The account's balances in the balances store; none for no account or one not fetched yet. */
export const balancesOf = (
  state: BalancesState,
  caipAddress: string | undefined,
): AccountBalances =>
  (caipAddress === undefined ? undefined : state.accounts[caipAddress]) ?? NO_BALANCES

/**
 * The account's native balance on its network, a decimal string in whole units: the row without
 * a token address in the network's coin, '0' when the fetch read none. Undefined until a fetch
 * for the account has ended, and while the network given is not the account's own (another
 * network's coin is never shown as this account's).
 */
export function nativeBalanceOf(
  state: BalancesState,
  caipAddress: string | undefined,
  network: CaipNetwork | undefined,
): string | undefined {
  const { balances, settled } = balancesOf(state, caipAddress)
  if (!settled || !network || !caipAddress?.startsWith(`${network.caipNetworkId}:`)) return
  const { symbol } = network.nativeCurrency
  const native = balances.find((token) => token.address === undefined && token.symbol === symbol)
  return native?.quantity.numeric ?? '0'
}
