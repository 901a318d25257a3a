import { describe, expect, it } from 'vitest'
import {
  isValidSendCallsPayload,
  isValidSolanaSigningPayload,
} from '../../../src/utils/rpc-payload.js'

const to = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

describe('isValidSendCallsPayload', () => {
  it("[VAL-29] needs every call's 'to' to start with 0x", () => {
    expect(isValidSendCallsPayload({ calls: [{ to }] })).toBe(true)
    expect(isValidSendCallsPayload({ calls: [{ to }, { to: to.slice(2) }] })).toBe(false)
    expect(isValidSendCallsPayload({ calls: [{ data: '0x' }] })).toBe(false)
    expect(isValidSendCallsPayload({ calls: [{ to: 42 }] })).toBe(false)
  })

  it('[VAL-30] needs data to start with 0x when present and accepts a call without data', () => {
    expect(isValidSendCallsPayload({ calls: [{ to, data: '0xa9059cbb' }] })).toBe(true)
    expect(isValidSendCallsPayload({ calls: [{ to, value: '0x1' }] })).toBe(true)
    expect(isValidSendCallsPayload({ calls: [{ to, data: 'a9059cbb' }] })).toBe(false)
  })

  it('refuses a payload without a non-empty calls list (assumption: nothing to send)', () => {
    expect(isValidSendCallsPayload({ calls: [] })).toBe(false)
    expect(isValidSendCallsPayload({})).toBe(false)
    expect(isValidSendCallsPayload(null)).toBe(false)
    expect(isValidSendCallsPayload([{ to }])).toBe(false)
  })
})

describe('isValidSolanaSigningPayload', () => {
  it('[VAL-31] accepts message plus pubkey, a transaction, or a transactions list', () => {
    expect(isValidSolanaSigningPayload({ message: 'aGVsbG8=', pubkey: 'Fg6PaFpoGXkY' })).toBe(true)
    expect(isValidSolanaSigningPayload({ transaction: 'AQABAg==' })).toBe(true)
    expect(isValidSolanaSigningPayload({ transactions: ['AQABAg==', 'AQABAw=='] })).toBe(true)
  })

  it('[VAL-31] rejects a payload with none of these, including a message without pubkey', () => {
    expect(isValidSolanaSigningPayload({ message: 'aGVsbG8=' })).toBe(false)
    expect(isValidSolanaSigningPayload({ pubkey: 'Fg6PaFpoGXkY' })).toBe(false)
    expect(isValidSolanaSigningPayload({})).toBe(false)
    expect(isValidSolanaSigningPayload({ transactions: [] })).toBe(false)
    expect(isValidSolanaSigningPayload({ transaction: '' })).toBe(false)
    expect(isValidSolanaSigningPayload('AQABAg==')).toBe(false)
  })
})
