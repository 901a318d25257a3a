/**
 * The shape of every value Portico keeps in browser storage (spec §7), each with the guard that
 * decides whether a stored value can be trusted. Values that cross a boundary (API replies, frame
 * payloads) are checked with the generated validators; the rest are Portico's own records.
 */
import { isBalanceResponse } from '../../generated/blockchain-api/checks/BalanceResponse.js'
import { isFungiblePriceResponse } from '../../generated/blockchain-api/checks/FungiblePriceResponse.js'
import { isIdentityResponse } from '../../generated/blockchain-api/checks/IdentityResponse.js'
import { isNamesByAddressResponse } from '../../generated/blockchain-api/checks/NamesByAddressResponse.js'
import { isTransactionHistoryResponse } from '../../generated/blockchain-api/checks/TransactionHistoryResponse.js'
import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { isAccountType as isFrameAccountType } from '../../generated/frame-messages/checks/AccountType.js'
import { isEmail as isFrameEmail } from '../../generated/frame-messages/checks/Email.js'
import { isSiwxMessage } from '../../generated/frame-messages/checks/SiwxMessage.js'
import type { components as FrameMessages } from '../../generated/frame-messages/types.js'
import { isWalletListing as isProjectWalletListing } from '../../generated/project-api/checks/WalletListing.js'
import type { components as ProjectApi } from '../../generated/project-api/types.js'
import { isCaipNetwork, type CaipNetwork } from './caip-network.js'
import type { CACHE_LIFETIME_MS } from './constants.js'
import { isRecord } from '../utils/is-record.js'

export type Guard<T> = (value: unknown) => value is T

export type WalletListing = ProjectApi['schemas']['WalletListing']
export type AccountType = FrameMessages['schemas']['AccountType']
export type Email = FrameMessages['schemas']['Email']
export type SiwxMessage = FrameMessages['schemas']['SiwxMessage']

/** The wallet the user connected with, remembered so a reload can show and reconnect it. */
export interface StoredWallet {
  id: string
  name: string
}

/** A signed sign-in (ENT-25). */
export interface SiwxSession {
  data: SiwxMessage
  message: string
  signature: string
  /** The CAIP-74 object, when the signer produced one; kept as it came. */
  cacao?: unknown
}

/** A wallet connection of one namespace (ENT-06). */
export interface StoredConnection {
  connectorId: string
  accounts: { address: string }[]
  caipNetwork?: CaipNetwork
}

/** The native coin balance read from the chain node, already formatted for display. */
export interface NativeBalance {
  balance: string
  symbol: string
}

export type CacheFamily = keyof typeof CACHE_LIFETIME_MS

/** What each cache holds: the API reply it saves a call for, or the value read from a node. */
export interface CacheValues {
  portfolio: BlockchainApi['schemas']['BalanceResponse']
  nativeBalance: NativeBalance
  ens: BlockchainApi['schemas']['NamesByAddressResponse']
  identity: BlockchainApi['schemas']['IdentityResponse']
  transactionHistory: BlockchainApi['schemas']['TransactionHistoryResponse']
  tokenPrice: BlockchainApi['schemas']['FungiblePriceResponse']
  latestSdkVersion: string
}

export function isString(value: unknown): value is string {
  return typeof value === 'string'
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean'
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

export function listOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(guard)
}

export function isStoredWallet(value: unknown): value is StoredWallet {
  return isRecord(value) && isString(value.id) && isString(value.name)
}

export function isSiwxSession(value: unknown): value is SiwxSession {
  return (
    isRecord(value) &&
    isSiwxMessage(value.data) &&
    isString(value.message) &&
    isString(value.signature)
  )
}

function isAccountEntry(value: unknown): value is { address: string } {
  return isRecord(value) && isString(value.address)
}

export function isStoredConnection(value: unknown): value is StoredConnection {
  return (
    isRecord(value) &&
    isString(value.connectorId) &&
    listOf(isAccountEntry)(value.accounts) &&
    (value.caipNetwork === undefined || isCaipNetwork(value.caipNetwork))
  )
}

export function isNativeBalance(value: unknown): value is NativeBalance {
  return isRecord(value) && isString(value.balance) && isString(value.symbol)
}

export const isWalletListing: Guard<WalletListing> = isProjectWalletListing
export const isAccountType: Guard<AccountType> = isFrameAccountType
export const isEmail: Guard<Email> = isFrameEmail

export const CACHE_GUARDS: { [F in CacheFamily]: Guard<CacheValues[F]> } = {
  portfolio: isBalanceResponse,
  nativeBalance: isNativeBalance,
  ens: isNamesByAddressResponse,
  identity: isIdentityResponse,
  transactionHistory: isTransactionHistoryResponse,
  tokenPrice: isFungiblePriceResponse,
  latestSdkVersion: isString,
}
