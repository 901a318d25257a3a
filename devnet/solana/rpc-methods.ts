import { createAccountMethods } from './account-methods.js'
import { createClusterMethods } from './cluster-methods.js'
import type { JsonRpcMethod } from './json-rpc.js'
import type { Ledger } from './ledger.js'
import { createTokenMethods } from './token-methods.js'
import { createTransactionMethods } from './transaction-methods.js'

/** Every HTTP JSON-RPC method the devnet serves, by name. */
export function createRpcMethods(ledger: Ledger): Readonly<Record<string, JsonRpcMethod>> {
  return {
    ...createClusterMethods(ledger),
    ...createAccountMethods(ledger),
    ...createTokenMethods(ledger),
    ...createTransactionMethods(ledger),
  }
}
