import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './constants.js'

/** A WalletConnect pairing: the URI a wallet scans, and when it stops being offered. */
export interface Pairing {
  uri: string
  expiry: number
}

/** CONST-01: a pairing lives 4 min from its creation. */
export function newPairing(uri: string, createdAt: number): Pairing {
  return { uri, expiry: createdAt + PAIRING_LIFETIME_MS }
}

/**
 * VAL-33: a pairing with 10 s or less left counts as expired, so a wallet never scans a URI that
 * runs out before the session proposal reaches it.
 */
export function isPairingExpired(expiry: number, now: number): boolean {
  return expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}
