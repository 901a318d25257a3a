import {
  address as toAddress,
  getBase58Decoder,
  getBase64Decoder,
  lamports,
  unwrapOption,
  type Address,
  type EncodedAccount,
} from '@solana/kit'
import { AccountState, type Mint, type Token } from '@solana-program/token'
import type { JsonValue } from './json-text.js'
import type { AccountReader } from './ledger.js'
import { invalidParams, optionalString } from './rpc-params.js'
import { isRecord } from '../../src/utils/is-record.js'
import {
  readMint,
  readTokenAccount,
  TOKEN_2022_PROGRAM_ADDRESS,
  tokenAmountJson,
} from './token-layout.js'

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed'
export interface DataSlice {
  offset: number
  length: number
}

const SYSTEM_PROGRAM_ADDRESS = toAddress('11111111111111111111111111111111')

/** Every account here is rent exempt, and nodes report those with rentEpoch u64::MAX. */
const RENT_EXEMPT_RENT_EPOCH = 18_446_744_073_709_551_615n

/** The `encoding` option; base64 when absent (nodes default to base58, no client relies on it). */
export function accountEncodingParam(config: Record<string, unknown>): AccountEncoding {
  const encoding = optionalString(config, 'encoding') ?? 'base64'
  if (encoding === 'base64' || encoding === 'base58' || encoding === 'jsonParsed') return encoding
  throw invalidParams(`unsupported encoding: ${encoding} (use base64, base58 or jsonParsed)`)
}

export function dataSliceParam(config: Record<string, unknown>): DataSlice | undefined {
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return undefined
  const { offset, length } = isRecord(slice) ? slice : {}
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length))
    throw invalidParams('dataSlice needs integer offset and length')
  return { offset: Number(offset), length: Number(length) }
}

function tokenAccountInfo(token: Token, decimals: number): JsonValue {
  const delegate = unwrapOption(token.delegate)
  const closeAuthority = unwrapOption(token.closeAuthority)
  const nativeReserve = unwrapOption(token.isNative)
  return {
    isNative: nativeReserve !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
    tokenAmount: tokenAmountJson(token.amount, decimals),
    delegate: delegate ?? undefined,
    delegatedAmount:
      delegate === null ? undefined : tokenAmountJson(token.delegatedAmount, decimals),
    closeAuthority: closeAuthority ?? undefined,
    rentExemptReserve:
      nativeReserve === null ? undefined : tokenAmountJson(nativeReserve, decimals),
  }
}

function mintInfo(mint: Mint): JsonValue {
  return {
    decimals: mint.decimals,
    freezeAuthority: unwrapOption(mint.freezeAuthority),
    isInitialized: mint.isInitialized,
    mintAuthority: unwrapOption(mint.mintAuthority),
    supply: mint.supply.toString(),
  }
}

/** Token accounts and mints as `jsonParsed`; undefined for anything else (it falls back). */
function parsedData(account: EncodedAccount, accounts: AccountReader): JsonValue | undefined {
  const program =
    account.programAddress === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token'
  const space = account.data.length
  const mint = readMint(account)
  if (mint) return { program, space, parsed: { type: 'mint', info: mintInfo(mint) } }
  const token = readTokenAccount(account)
  if (!token) return undefined
  const decimals = mintDecimals(token.mint, accounts)
  if (decimals === undefined) return undefined
  return { program, space, parsed: { type: 'account', info: tokenAccountInfo(token, decimals) } }
}

export function mintDecimals(mintAddress: Address, accounts: AccountReader): number | undefined {
  const account = accounts.getAccount(mintAddress)
  return account.exists ? readMint(account)?.decimals : undefined
}

function encodedData(account: EncodedAccount, encoding: AccountEncoding, slice?: DataSlice) {
  const data = slice
    ? account.data.subarray(slice.offset, slice.offset + slice.length)
    : account.data
  return encoding === 'base58'
    ? [getBase58Decoder().decode(data), 'base58']
    : [getBase64Decoder().decode(data), 'base64']
}

/** An account as getAccountInfo reports it; jsonParsed falls back to base64 when unparsable. */
export function accountJson(
  account: EncodedAccount,
  encoding: AccountEncoding,
  accounts: AccountReader,
  slice?: DataSlice,
): JsonValue {
  const parsed = encoding === 'jsonParsed' ? parsedData(account, accounts) : undefined
  return {
    data: parsed ?? encodedData(account, encoding, slice),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_RENT_EPOCH,
    space: BigInt(account.data.length),
  }
}

/** Reads an account and encodes it, or null when it does not exist. */
export function readAccountJson(
  address: Address,
  encoding: AccountEncoding,
  accounts: AccountReader,
  slice?: DataSlice,
): JsonValue {
  const account = accounts.getAccount(address)
  return account.exists ? accountJson(account, encoding, accounts, slice) : null
}

/**
 * An account as accountNotification reports it: a closed account is sent as the empty system
 * account a node would send, not as null.
 */
export function notifiedAccountJson(
  address: Address,
  encoding: AccountEncoding,
  accounts: AccountReader,
): JsonValue {
  const account = accounts.getAccount(address)
  return accountJson(
    account.exists
      ? account
      : {
          address,
          data: new Uint8Array(),
          executable: false,
          lamports: lamports(0n),
          programAddress: SYSTEM_PROGRAM_ADDRESS,
          space: 0n,
        },
    encoding,
    accounts,
  )
}
