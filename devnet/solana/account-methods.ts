import type { JsonRpcMethod } from './json-rpc.js'
import { accountEncodingParam, dataSliceParam, readAccountJson } from './account-encoding.js'
import type { Ledger } from './ledger.js'
import { withContext } from './rpc-context.js'
import { addressParam, addressValue, configParam, invalidParams } from './rpc-params.js'

/** Real nodes refuse more than this many addresses in one getMultipleAccounts. */
const MAX_MULTIPLE_ACCOUNTS = 100

export function createAccountMethods(ledger: Ledger): Record<string, JsonRpcMethod> {
  const { accounts } = ledger
  return {
    getBalance(params) {
      const address = addressParam(params, 0, 'address')
      return withContext(ledger.slot(), accounts.getBalance(address) ?? 0n)
    },

    getAccountInfo(params) {
      const address = addressParam(params, 0, 'address')
      const config = configParam(params, 1)
      const value = readAccountJson(
        address,
        accountEncodingParam(config),
        accounts,
        dataSliceParam(config),
      )
      return withContext(ledger.slot(), value)
    },

    getMultipleAccounts(params) {
      const addresses = params[0]
      if (!Array.isArray(addresses) || addresses.length > MAX_MULTIPLE_ACCOUNTS)
        throw invalidParams(`addresses must be an array of at most ${MAX_MULTIPLE_ACCOUNTS}`)
      const config = configParam(params, 1)
      const encoding = accountEncodingParam(config)
      const slice = dataSliceParam(config)
      const values = addresses.map((address: unknown) =>
        readAccountJson(addressValue(address, 'address'), encoding, accounts, slice),
      )
      return withContext(ledger.slot(), values)
    },
  }
}
