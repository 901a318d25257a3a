import { isChainNamespace, type ChainNamespace } from '../utils/caip.js'
import { ACCOUNT_TYPES } from './constants.js'

export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** One account a wallet reports (spec section 3): bitcoin wallets list several, with paths. */
export interface AccountRecord {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** Reads an account record a wallet sent; anything malformed answers null, never a half record. */
export function parseAccountRecord(value: unknown): AccountRecord | null {
  if (typeof value !== 'object' || value === null) return null
  const field = (key: string): unknown => Reflect.get(value, key)
  const [namespace, address, type, publicKey, path] = [
    'namespace',
    'address',
    'type',
    'publicKey',
    'path',
  ].map(field)
  if (typeof namespace !== 'string' || !isChainNamespace(namespace)) return null
  if (typeof address !== 'string' || address === '') return null
  if (publicKey !== undefined && typeof publicKey !== 'string') return null
  if (path !== undefined && typeof path !== 'string') return null
  const accountType = ACCOUNT_TYPES.find((known) => known === type)
  if (!accountType) return null
  return {
    namespace,
    address,
    type: accountType,
    ...(publicKey === undefined ? {} : { publicKey }),
    ...(path === undefined ? {} : { path }),
  }
}
