/**
 * A pairing this page proposed and no wallet has answered yet, remembered beside the
 * WalletConnect client's own storage. A phone discards a background tab while the visitor is in
 * the wallet app; the page that comes back finds the record, loads the client (whose relay
 * subscription brings the wallet's approval in) and waits for that pairing again, so the
 * connection completes after the reload. The record's key, in the page's localStorage, must not
 * name WalletConnect: the client's first start moves every key with `walletconnect`, `wc@` or
 * `wc_` in it into its IndexedDB and deletes it.
 */
import type { Pairing } from '../core/walletconnect-pairing.js'
import { isRecord } from '../utils/is-record.js'

/** localStorage, or none where reading it throws (sandboxed frames) or it is absent (SSR). */
export function pageStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** The remembered pairing while a wallet may still answer it; none once it expired. */
export function pendingPairing(key: string, now = Date.now()): Pairing | undefined {
  try {
    const stored: unknown = JSON.parse(pageStorage()?.getItem(key) ?? 'null')
    if (!isRecord(stored)) return undefined
    const { uri, expiry } = stored
    return typeof uri === 'string' && typeof expiry === 'number' && expiry > now
      ? { uri, expiry }
      : undefined
  } catch {
    return undefined
  }
}

export function rememberPendingPairing(key: string, pairing: Pairing): void {
  try {
    pageStorage()?.setItem(key, JSON.stringify(pairing))
  } catch {
    // A private mode that refuses writes: the pairing then lives as long as the page.
  }
}

export function forgetPendingPairing(key: string): void {
  try {
    pageStorage()?.removeItem(key)
  } catch {
    // Nothing was written either.
  }
}
