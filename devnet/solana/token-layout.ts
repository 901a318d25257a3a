import { address, type Address, type EncodedAccount } from '@solana/kit'
import {
  AccountState,
  getMintDecoder,
  getTokenDecoder,
  TOKEN_PROGRAM_ADDRESS,
  type Mint,
  type Token,
} from '@solana-program/token'

export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const TOKEN_PROGRAMS: readonly Address[] = [
  TOKEN_PROGRAM_ADDRESS,
  TOKEN_2022_PROGRAM_ADDRESS,
]

const MINT_SIZE = 82
const TOKEN_ACCOUNT_SIZE = 165
/** Token-2022 pads mints to the account size and tags every account with a type byte after it. */
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE = { mint: 1, account: 2 } as const

export function isTokenProgram(owner: Address): boolean {
  return TOKEN_PROGRAMS.includes(owner)
}

function hasLayout(account: EncodedAccount, size: number, type: number): boolean {
  if (!isTokenProgram(account.programAddress)) return false
  return (
    account.data.length === size ||
    (account.data.length > ACCOUNT_TYPE_OFFSET && account.data[ACCOUNT_TYPE_OFFSET] === type)
  )
}

/** The token account stored in `account`, if it is an initialized one. */
export function readTokenAccount(account: EncodedAccount): Token | undefined {
  if (!hasLayout(account, TOKEN_ACCOUNT_SIZE, ACCOUNT_TYPE.account)) return undefined
  const token = getTokenDecoder().decode(account.data.subarray(0, TOKEN_ACCOUNT_SIZE))
  return token.state === AccountState.Uninitialized ? undefined : token
}

/** The mint stored in `account`, if it is an initialized one. */
export function readMint(account: EncodedAccount): Mint | undefined {
  if (!hasLayout(account, MINT_SIZE, ACCOUNT_TYPE.mint)) return undefined
  const mint = getMintDecoder().decode(account.data.subarray(0, MINT_SIZE))
  return mint.isInitialized ? mint : undefined
}

export type TokenAmountJson = {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

/** An amount in base units as Solana's RPC reports it: exact strings plus a float for display. */
export function tokenAmountJson(amount: bigint, decimals: number): TokenAmountJson {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
