import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../../src/core/storage.js'
import {
  forgetPendingPairing,
  pendingPairing,
  rememberPendingPairing,
} from '../../../src/connectors/walletconnect-pending-pairing.js'

const KEY = 'portico:pending-pairing'
const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`

describe('the pairing left pending for the page after a reload', () => {
  let storage: ReturnType<typeof createMemoryStorage>
  beforeEach(() => {
    storage = createMemoryStorage()
    vi.stubGlobal('localStorage', storage)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is read back while a wallet may still answer it, and not once it expired', () => {
    rememberPendingPairing(KEY, { uri: URI, expiry: 2_000 })
    expect(pendingPairing(KEY, 1_999)).toEqual({ uri: URI, expiry: 2_000 })
    expect(pendingPairing(KEY, 2_000)).toBeUndefined()
  })

  it('is gone once forgotten', () => {
    rememberPendingPairing(KEY, { uri: URI, expiry: 2_000 })
    forgetPendingPairing(KEY)
    expect(storage.getItem(KEY)).toBeNull()
    expect(pendingPairing(KEY, 0)).toBeUndefined()
  })

  it('reads a record that is not JSON, or of the wrong shape, as none', () => {
    for (const stored of ['{', '[]', '"wc:"', JSON.stringify({ uri: 1, expiry: 2_000 })]) {
      storage.setItem(KEY, stored)
      expect(pendingPairing(KEY, 0)).toBeUndefined()
    }
  })

  it('is none where localStorage cannot be read, and writing there throws nothing', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(() => {
      rememberPendingPairing(KEY, { uri: URI, expiry: 2_000 })
      forgetPendingPairing(KEY)
    }).not.toThrow()
    expect(pendingPairing(KEY, 0)).toBeUndefined()
  })
})
