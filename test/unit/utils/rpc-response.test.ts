import { describe, expect, it } from 'vitest'
import {
  isSignedMessage,
  isTransactionHash,
  isTxTypeResponse,
} from '../../../src/utils/rpc-response.js'

const hex = (length: number): string => 'aB3'.repeat(length).slice(0, length)

describe('isTxTypeResponse', () => {
  it('[VAL-27] classes 0x plus 64 hex digits (a transaction hash) as tx-type', () => {
    expect(isTransactionHash(`0x${hex(64)}`)).toBe(true)
    expect(isTxTypeResponse(`0x${hex(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${hex(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${hex(65)}`)).toBe(false)
  })

  it('[VAL-28] classes 0x plus at least 62 hex digits as tx-type and 0x plus 61 as not', () => {
    expect(isSignedMessage(`0x${hex(62)}`)).toBe(true)
    expect(isTxTypeResponse(`0x${hex(62)}`)).toBe(true)
    expect(isTxTypeResponse(`0x${hex(130)}`)).toBe(true)
    expect(isTxTypeResponse(`0x${hex(61)}`)).toBe(false)
  })

  it('rejects non-hex text, a missing prefix and non-string replies', () => {
    expect(isTxTypeResponse(`0x${hex(63)}g`)).toBe(false)
    expect(isTxTypeResponse(hex(64))).toBe(false)
    expect(isTxTypeResponse({ hash: `0x${hex(64)}` })).toBe(false)
    expect(isTxTypeResponse(null)).toBe(false)
  })
})
