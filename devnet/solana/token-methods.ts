import type { Address } from '@solana/kit'
import {
  accountEncodingParam,
  accountJson,
  dataSliceParam,
  mintDecimals,
} from './account-encoding.js'
import { isRecord } from '../../src/utils/is-record.js'
import { type JsonRpcMethod } from './json-rpc.js'
import type { JsonValue } from './json-text.js'
import type { Ledger } from './ledger.js'
import { withContext } from './rpc-context.js'
import { addressParam, addressValue, configParam, invalidParams } from './rpc-params.js'
import {
  isTokenProgram,
  readMint,
  readTokenAccount,
  TOKEN_PROGRAMS,
  tokenAmountJson,
} from './token-layout.js'

interface OwnerFilter {
  mint?: Address
  programs: readonly Address[]
}

/** The second param of getTokenAccountsByOwner: `{ mint }` or `{ programId }`, as on a node. */
function ownerFilterParam(params: unknown[]): OwnerFilter {
  const filter = params[1]
  if (isRecord(filter) && 'mint' in filter)
    return { mint: addressValue(filter.mint, 'mint'), programs: TOKEN_PROGRAMS }
  if (isRecord(filter) && 'programId' in filter) {
    const programId = addressValue(filter.programId, 'programId')
    if (!isTokenProgram(programId)) throw invalidParams('unrecognized Token program id')
    return { programs: [programId] }
  }
  throw invalidParams('the filter must be { mint } or { programId }')
}

export function createTokenMethods(ledger: Ledger): Record<string, JsonRpcMethod> {
  const { accounts } = ledger

  function decimalsOf(mint: Address): number {
    const decimals = mintDecimals(mint, accounts)
    if (decimals === undefined) throw invalidParams(`could not find mint ${mint}`)
    return decimals
  }

  return {
    getTokenAccountsByOwner(params) {
      const owner = addressParam(params, 0, 'owner')
      const filter = ownerFilterParam(params)
      const config = configParam(params, 2)
      const encoding = accountEncodingParam(config)
      const slice = dataSliceParam(config)
      const matches: JsonValue[] = []
      for (const program of filter.programs) {
        for (const account of accounts.getProgramAccounts(program)) {
          const token = readTokenAccount(account)
          if (!token || token.owner !== owner) continue
          if (filter.mint !== undefined && token.mint !== filter.mint) continue
          matches.push({
            pubkey: account.address,
            account: accountJson(account, encoding, accounts, slice),
          })
        }
      }
      return withContext(ledger.slot(), matches)
    },

    getTokenAccountBalance(params) {
      const address = addressParam(params, 0, 'token account')
      const account = accounts.getAccount(address)
      const token = account.exists ? readTokenAccount(account) : undefined
      if (!token) throw invalidParams(`not a Token account: ${address}`)
      return withContext(ledger.slot(), tokenAmountJson(token.amount, decimalsOf(token.mint)))
    },

    getTokenSupply(params) {
      const address = addressParam(params, 0, 'mint')
      const account = accounts.getAccount(address)
      const mint = account.exists ? readMint(account) : undefined
      if (!mint) throw invalidParams(`not a Token mint: ${address}`)
      return withContext(ledger.slot(), tokenAmountJson(mint.supply, mint.decimals))
    },
  }
}
