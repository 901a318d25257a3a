import { useCallback } from 'react'
import type { AccountControllerState, AccountRecord } from '../controllers/account.js'
import type { BalancesState } from '../controllers/balances.js'
import type { ChainState } from '../controllers/chain.js'
import { initialAccountRecord } from '../controllers/account.js'
import { nativeBalanceOf } from '../controllers/balance-selectors.js'
import { usePorticoInternals } from './use-portico-internals.js'
import { usePorticoStore } from './use-portico-store.js'

const EMPTY_ACCOUNT: AccountRecord = initialAccountRecord()
const activeNamespaceOf = (state: ChainState) => state.activeNamespace

/** The active namespace's account: address, CAIP address, status, name, balance. */
export function usePorticoAccount() {
  const portico = usePorticoInternals()
  const namespace = usePorticoStore(portico.chain.store, activeNamespaceOf)
  const selectAccount = useCallback(
    (state: AccountControllerState) => (namespace && state.accounts[namespace]) ?? EMPTY_ACCOUNT,
    [namespace],
  )
  const selectNetwork = useCallback(
    (state: ChainState) => (namespace ? state.networks[namespace]?.caipNetwork : undefined),
    [namespace],
  )
  const account = usePorticoStore(portico.account.store, selectAccount)
  const network = usePorticoStore(portico.chain.store, selectNetwork)
  // Read from the balances store by address: never another account's or network's.
  const selectBalance = useCallback(
    (state: BalancesState) => nativeBalanceOf(state, account.caipAddress, network),
    [account.caipAddress, network],
  )
  const balance = usePorticoStore(portico.balances.store, selectBalance)
  return {
    namespace,
    address: account.address,
    caipAddress: account.caipAddress,
    status: account.status,
    name: account.profileName,
    balance,
    balanceSymbol: balance === undefined ? undefined : network?.nativeCurrency.symbol,
    isConnected: account.caipAddress !== undefined,
  }
}
