import { isCaipNetworkId } from './caip-network.js'
import { isConnectionStatus, type ConnectionStatus } from './connection-status.js'
import { CACHE_LIFETIME_MS, WALLET_LIMITS } from './constants.js'
import { isRecord } from '../utils/is-record.js'
import {
  CACHE_GUARDS,
  isAccountType,
  isBoolean,
  isEmail,
  isFiniteNumber,
  isSiwxSession,
  isStoredConnection,
  isStoredWallet,
  isString,
  isWalletListing,
  listOf,
  type AccountType,
  type CacheFamily,
  type CacheValues,
  type Email,
  type Guard,
  type SiwxSession,
  type StoredConnection,
  type StoredWallet,
  type WalletListing,
} from './stored-values.js'
import { isChainNamespace, type CaipNetworkId, type ChainNamespace } from '../utils/caip.js'

/** The part of the Web Storage API Portico uses; `localStorage` satisfies it. */
export interface StorageLike {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

export interface StorageOptions {
  /** Where values go; defaults to `localStorage`, or memory when there is none (SSR, sandbox). */
  backend?: StorageLike
  now?: () => number
  /** Starts every key, so two differently configured instances on one page keep apart. */
  prefix?: string
}

export const DEFAULT_STORAGE_PREFIX = 'portico'

const PROBE_KEY = '__portico_probe__'

export function createMemoryStorage(): StorageLike {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

function isStorageLike(value: unknown): value is StorageLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'getItem' in value &&
    typeof value.getItem === 'function' &&
    'setItem' in value &&
    typeof value.setItem === 'function' &&
    'removeItem' in value &&
    typeof value.removeItem === 'function'
  )
}

/**
 * Reading `localStorage` throws in sandboxed frames and writing throws in some private modes, so
 * the browser's storage is only used once a test write has gone through.
 */
function browserStorage(): StorageLike | undefined {
  try {
    const candidate: unknown = 'localStorage' in globalThis ? globalThis.localStorage : undefined
    if (!isStorageLike(candidate)) return undefined
    candidate.setItem(PROBE_KEY, PROBE_KEY)
    candidate.removeItem(PROBE_KEY)
    return candidate
  } catch {
    return undefined
  }
}

export interface ValueAccessor<T> {
  get: () => T | undefined
  set: (value: T) => void
  remove: () => void
}

export interface NamespacedAccessor<T> {
  get: (namespace: ChainNamespace) => T | undefined
  getAll: () => Partial<Record<ChainNamespace, T>>
  set: (namespace: ChainNamespace, value: T) => void
  remove: (namespace: ChainNamespace) => void
}

export interface CacheEntry {
  timestamp: number
  value: unknown
}

function isCacheEntry(value: unknown): value is CacheEntry {
  return isRecord(value) && isFiniteNumber(value.timestamp) && 'value' in value
}

/**
 * Browser storage for every key family of spec §7. Values are JSON; anything unreadable, corrupt
 * or of the wrong shape reads as absent, and a failing backend never throws to the caller.
 */
export function createStorage(options: StorageOptions = {}) {
  const backend = options.backend ?? browserStorage() ?? createMemoryStorage()
  const now = options.now ?? Date.now
  const prefix = options.prefix ?? DEFAULT_STORAGE_PREFIX
  const keyOf = (name: string): string => `${prefix}:${name}`

  const read = (name: string): unknown => {
    try {
      const text = backend.getItem(keyOf(name))
      return text === null ? undefined : JSON.parse(text)
    } catch {
      return undefined
    }
  }

  // Storage only spares the user work after a reload; a full or blocked store must not break
  // the session, so failed writes and removals are dropped.
  const write = (name: string, value: unknown): void => {
    try {
      backend.setItem(keyOf(name), JSON.stringify(value))
    } catch {
      return
    }
  }

  const erase = (name: string): void => {
    try {
      backend.removeItem(keyOf(name))
    } catch {
      return
    }
  }

  const value = <T>(name: string, guard: Guard<T>): ValueAccessor<T> => ({
    get: () => {
      const stored = read(name)
      return guard(stored) ? stored : undefined
    },
    set: (next) => {
      write(name, next)
    },
    remove: () => {
      erase(name)
    },
  })

  const perNamespace = <T>(name: string, guard: Guard<T>): NamespacedAccessor<T> => {
    const getAll = (): Partial<Record<ChainNamespace, T>> => {
      const stored = read(name)
      const result: Partial<Record<ChainNamespace, T>> = {}
      if (!isRecord(stored)) return result
      for (const [namespace, entry] of Object.entries(stored)) {
        if (isChainNamespace(namespace) && guard(entry)) result[namespace] = entry
      }
      return result
    }
    return {
      get: (namespace) => getAll()[namespace],
      getAll,
      set: (namespace, next) => {
        write(name, { ...getAll(), [namespace]: next })
      },
      remove: (namespace) => {
        const rest = Object.entries(getAll()).filter(([key]) => key !== namespace)
        if (rest.length === 0) erase(name)
        else write(name, Object.fromEntries(rest))
      },
    }
  }

  /** Newest first, without repeats, at most `limit` entries when a limit is given. */
  const recentList = <T>(
    accessor: ValueAccessor<T[]>,
    sameEntry: (a: T, b: T) => boolean,
    limit?: number,
  ) => ({
    ...accessor,
    add: (entry: T): T[] => {
      const others = (accessor.get() ?? []).filter((kept) => !sameEntry(kept, entry))
      const next = [entry, ...others].slice(0, limit)
      accessor.set(next)
      return next
    },
  })

  const cache = createCache({ read, write, erase, now })

  return {
    /** The prefix of every key (`<prefix>:<name>`); WalletConnect's keys start with it too. */
    prefix,
    /** The backend key of a value: what another tab's `storage` event names. */
    keyOf,
    /** A value whose guard loads with a lazy part (a batch's record), kept under `<prefix>:<name>`. */
    valueOf: value,
    connectedWallet: value<StoredWallet>('connectedWallet', isStoredWallet),
    activeNetwork: value<CaipNetworkId>('activeNetwork', isCaipNetworkId),
    connectedSocialProvider: value<string>('connectedSocialProvider', isString),
    /** The terms and privacy links the visitor accepted on Connect (`legalCheckbox`). */
    legalAccepted: value<string>('legalAccepted', isString),
    recentWallets: recentList<WalletListing>(
      value('recentWallets', listOf(isWalletListing)),
      (a, b) => a.id === b.id,
      WALLET_LIMITS.recentKept,
    ),
    connectionStatus: value<ConnectionStatus>('connectionStatus', isConnectionStatus),
    siwxSessions: value<SiwxSession[]>('siwxSessions', listOf(isSiwxSession)),
    /** The secure frame's session token (FRAME_SESSION_UPDATE), handed back on IS_CONNECTED. */
    frameSessionToken: value<string>('frameSessionToken', isString),
    preferredAccountTypes: perNamespace<AccountType>('preferredAccountTypes', isAccountType),
    connections: perNamespace<StoredConnection[]>('connections', listOf(isStoredConnection)),
    recentEmails: recentList<Email>(value('recentEmails', listOf(isEmail)), (a, b) => a === b),
    /** Spec §4: the frame is only created at startup once an email login has been used. */
    emailLoginUsed: value<boolean>('emailLoginUsed', isBoolean),
    /** Spec §4: set when an email login starts, cleared when it succeeds. */
    lastEmailLoginTime: value<number>('lastEmailLoginTime', isFiniteNumber),
    latestVersion: cachedValue(cache, 'latestSdkVersion', 'latest'),
    cache,
  }
}

export type PorticoStorage = ReturnType<typeof createStorage>

interface CacheIo {
  read: (name: string) => unknown
  write: (name: string, value: unknown) => void
  erase: (name: string) => void
  now: () => number
}

/** Entries are fresh for less than their family's lifetime: at exactly the lifetime they expire. */
function createCache({ read, write, erase, now }: CacheIo) {
  const nameOf = (family: CacheFamily): string => `cache:${family}`

  const freshEntries = (family: CacheFamily): Record<string, CacheEntry> => {
    const stored = read(nameOf(family))
    if (!isRecord(stored)) return {}
    const limit = now() - CACHE_LIFETIME_MS[family]
    return Object.fromEntries(
      Object.entries(stored).filter(
        (pair): pair is [string, CacheEntry] => isCacheEntry(pair[1]) && pair[1].timestamp > limit,
      ),
    )
  }

  const get = <F extends CacheFamily>(family: F, key: string): CacheValues[F] | undefined => {
    const entries = freshEntries(family)
    const entry = Object.hasOwn(entries, key) ? entries[key] : undefined
    const guard = CACHE_GUARDS[family]
    return entry && guard(entry.value) ? entry.value : undefined
  }

  /** Expired entries are dropped on every write so a family never grows without bound. */
  const set = <F extends CacheFamily>(family: F, key: string, value: CacheValues[F]): void => {
    write(nameOf(family), { ...freshEntries(family), [key]: { timestamp: now(), value } })
  }

  const remove = (family: CacheFamily, key: string): void => {
    const rest = Object.entries(freshEntries(family)).filter(([kept]) => kept !== key)
    write(nameOf(family), Object.fromEntries(rest))
  }

  const clear = (family: CacheFamily): void => {
    erase(nameOf(family))
  }

  return { get, set, remove, clear }
}

export type StorageCache = ReturnType<typeof createCache>

function cachedValue<F extends CacheFamily>(
  cache: StorageCache,
  family: F,
  key: string,
): ValueAccessor<CacheValues[F]> {
  return {
    get: () => cache.get(family, key),
    set: (next) => {
      cache.set(family, key, next)
    },
    remove: () => {
      cache.remove(family, key)
    },
  }
}
