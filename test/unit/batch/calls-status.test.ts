import { describe, expect, it } from 'vitest'
import type { CallBundleRecord, CallState } from '../../../src/batch/call-bundle.js'
import { callsStatusCode } from '../../../src/batch/calls-status.js'

const bundleOf = (...states: CallState[]): CallBundleRecord => ({
  id: 'b',
  chainId: 8453,
  from: '0x0000000000000000000000000000000000000001',
  createdAt: 0,
  calls: states.map((state) => ({ to: undefined, data: undefined, value: undefined, state })),
})

describe('callsStatusCode (EIP-5792 status of a one-by-one batch)', () => {
  it('is 100 while a call is queued, with the wallet or submitted', () => {
    expect(callsStatusCode(bundleOf('confirmed', 'queued'))).toBe(100)
    expect(callsStatusCode(bundleOf('waiting', 'queued'))).toBe(100)
    expect(callsStatusCode(bundleOf('confirmed', 'submitted'))).toBe(100)
  })

  it('is 200 when every call is confirmed', () => {
    expect(callsStatusCode(bundleOf('confirmed', 'confirmed'))).toBe(200)
  })

  it('is 600 when some calls went through and the batch stopped after them', () => {
    expect(callsStatusCode(bundleOf('confirmed', 'rejected', 'not-sent'))).toBe(600)
    expect(callsStatusCode(bundleOf('confirmed', 'reverted'))).toBe(600)
    expect(callsStatusCode(bundleOf('confirmed', 'interrupted', 'not-sent'))).toBe(600)
  })

  it('is 500 when only a reverted call reached the chain, 400 when nothing did', () => {
    expect(callsStatusCode(bundleOf('reverted', 'not-sent'))).toBe(500)
    expect(callsStatusCode(bundleOf('rejected', 'not-sent'))).toBe(400)
    expect(callsStatusCode(bundleOf('failed', 'not-sent'))).toBe(400)
  })
})
