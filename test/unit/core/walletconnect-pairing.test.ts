import { describe, expect, it } from 'vitest'
import { isPairingExpired, newPairing } from '../../../src/core/walletconnect-pairing.js'

const SECOND = 1000
const MINUTE = 60 * SECOND
const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'

describe('WalletConnect pairing', () => {
  it('[VAL-33] a pairing with 10 s or less left is expired, with more left it is not', () => {
    const expiry = 1_000_000
    expect(isPairingExpired(expiry, expiry - 10 * SECOND - 1)).toBe(false)
    expect(isPairingExpired(expiry, expiry - 10 * SECOND)).toBe(true)
    expect(isPairingExpired(expiry, expiry - 5 * SECOND)).toBe(true)
    expect(isPairingExpired(expiry, expiry + SECOND)).toBe(true)
    expect(isPairingExpired(expiry, expiry - MINUTE)).toBe(false)
  })

  it('[CONST-01] a pairing lives 4 min and counts as expired from 3 min 50 s after creation', () => {
    const createdAt = 5_000
    const pairing = newPairing(URI, createdAt)
    expect(pairing).toEqual({ uri: URI, expiry: createdAt + 4 * MINUTE })
    expect(isPairingExpired(pairing.expiry, createdAt + 3 * MINUTE + 50 * SECOND - 1)).toBe(false)
    expect(isPairingExpired(pairing.expiry, createdAt + 3 * MINUTE + 50 * SECOND)).toBe(true)
  })
})
