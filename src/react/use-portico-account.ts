import { useCallback } from 'react'
import type { AccountControllerState, AccountRecord } from '../controllers/account.js'
import type { BalancesState } from '../controllers/balances.js'
import type { ChainState } from '../controllers/chain.js'
import { initialAccountRecord } from '../controllers/account.js'
import { accountStateOf, balancesOf } from '../controllers/balance-selectors.js'
import { usePortico } from './use-portico.js'
import { usePorticoStore } from './use-portico-store.js'

const EMPTY_ACCOUNT: AccountRecord = initialAccountRecord()
const activeNamespaceOf = (state: ChainState) => state.activeNamespace

/** The active namespace's account: address, CAIP address, status, name, balance. */
export function usePorticoAccount() {
  const portico = usePortico()
  const namespace = usePorticoStore(portico.chain.store, activeNamespaceOf)
  const selectRecord = useCallback(
    (state: AccountControllerState) => (namespace && state.accounts[namespace]) ?? EMPTY_ACCOUNT,
    [namespace],
  )
  const record = usePorticoStore(portico.account.store, selectRecord)
  // The balances are the balances store's, by address: never another account's or network's.
  const selectBalances = useCallback(
    (state: BalancesState) => balancesOf(state, record.caipAddress),
    [record.caipAddress],
  )
  const selectNetwork = useCallback(
    (state: ChainState) => (namespace ? state.networks[namespace]?.caipNetwork : undefined),
    [namespace],
  )
  const account = accountStateOf(
    record,
    usePorticoStore(portico.balances.store, selectBalances),
    usePorticoStore(portico.chain.store, selectNetwork),
  )
  return {
    namespace,
    address: account.address,
    caipAddress: account.caipAddress,
    status: account.status,
    name: account.profileName,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    isConnected: account.caipAddress !== undefined,
  }
}
