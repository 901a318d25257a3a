import { useCallback } from 'react'
import type { AccountControllerState, AccountState } from '../controllers/account.js'
import type { ChainState } from '../controllers/chain.js'
import { initialAccountState } from '../controllers/account.js'
import { usePorticoInternals } from './use-portico-internals.js'
import { usePorticoStore } from './use-portico-store.js'

const EMPTY_ACCOUNT: AccountState = initialAccountState()
const activeNamespaceOf = (state: ChainState) => state.activeNamespace

/** The active namespace's account: address, CAIP address, status, name, balance. */
export function usePorticoAccount() {
  const portico = usePorticoInternals()
  const namespace = usePorticoStore(portico.chain.store, activeNamespaceOf)
  const select = useCallback(
    (state: AccountControllerState) => (namespace && state.accounts[namespace]) ?? EMPTY_ACCOUNT,
    [namespace],
  )
  const account = usePorticoStore(portico.account.store, select)
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
