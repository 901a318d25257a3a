import { describe, expect, it } from 'vitest'
import { readBundleId, readSendCallsRequest } from '../../../src/batch/send-calls-request.js'

const to = '0x0000000000000000000000000000000000000002'
const valid = { version: '2.0.0', chainId: '0x2105', atomicRequired: false, calls: [{ to }] }

function refusal(request: unknown): { code: unknown; message: unknown } | null {
  try {
    readSendCallsRequest([request])
    return null
  } catch (error) {
    const fields = typeof error === 'object' && error !== null ? error : {}
    return {
      code: 'code' in fields ? fields.code : undefined,
      message: 'message' in fields ? fields.message : undefined,
    }
  }
}

describe('readSendCallsRequest (EIP-5792 2.0.0)', () => {
  it('reads a request, ids and values as given', () => {
    expect(
      readSendCallsRequest([
        { ...valid, id: 'x', calls: [{ to, data: '0x12', value: '0x1' }, { data: '0x60' }] },
      ]),
    ).toEqual({
      id: 'x',
      from: undefined,
      chainId: 8453,
      atomicRequired: false,
      calls: [
        { to, data: '0x12', value: '0x1' },
        { to: undefined, data: '0x60', value: undefined },
      ],
    })
  })

  it('refuses each bad field with -32602 naming it', () => {
    const invalid = (why: string) => ({ code: -32602, message: `Invalid params: ${why}` })
    expect(refusal({ ...valid, calls: [] })).toEqual(invalid('calls must list at least one call'))
    expect(refusal({ ...valid, version: undefined })).toEqual(
      invalid('version undefined is not supported; this wallet speaks EIP-5792 2.0.0'),
    )
    expect(refusal({ ...valid, chainId: 8453 })).toEqual(invalid('chainId must be a hex chain id'))
    expect(refusal({ ...valid, atomicRequired: undefined })).toEqual(
      invalid('atomicRequired must be true or false'),
    )
    expect(refusal({ ...valid, from: 'me' })).toEqual(invalid('from must be an address'))
    expect(refusal({ ...valid, calls: [{ to: '0x12' }] })).toEqual(
      invalid('calls[0].to must be an address'),
    )
    expect(refusal({ ...valid, calls: [{ to, value: '12' }] })).toEqual(
      invalid('calls[0].value must be a hex quantity'),
    )
    expect(refusal({ ...valid, id: '' })).toEqual(
      invalid('id must be a string of 1 to 4096 characters'),
    )
    expect(() => readBundleId([42])).toThrow('Invalid params: the bundle id must be a string')
  })

  it('refuses a capability it lacks unless optional (5700) and a batch over 50 calls (5740)', () => {
    expect(refusal({ ...valid, calls: [{ to, capabilities: { paymasterService: {} } }] })).toEqual({
      code: 5700,
      message:
        'Unsupported non-optional capability: this wallet does not support "paymasterService" (calls[0].capabilities)',
    })
    expect(refusal({ ...valid, capabilities: { auxiliaryFunds: { optional: true } } })).toBeNull()
    expect(refusal({ ...valid, calls: Array.from({ length: 51 }, () => ({ to })) })).toEqual({
      code: 5740,
      message: 'Batch too large: 51 calls, at most 50 are taken',
    })
  })
})
