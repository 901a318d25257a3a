import { describe, expect, it } from 'vitest'
import { codedErrorForStatus } from '../../../src/clients/coded-error-for-status.js'

const failed = (field: string, description: string) => ({
  status: 'FAILED',
  reasons: [{ field, description }],
})

const codeOf = (status: number, body: unknown): string | undefined =>
  codedErrorForStatus(status, body)?.code

describe('codedErrorForStatus: the coded error a refused reply stands for', () => {
  it('[ERR-58] a 401 (the Blockchain API authentication failure) is APKT007 Invalid Project ID', () => {
    const coded = codedErrorForStatus(
      401,
      failed('authentication', 'We failed to authenticate your request'),
    )
    expect(coded).toMatchObject({ code: 'APKT007', displayMessage: 'Invalid Project ID' })
  })

  it('a 401 with no body (a blocked region) stands for no coded error', () => {
    expect(codeOf(401, '')).toBeUndefined()
  })

  it("[ERR-64] the analytics routes' plain-text origin refusal is APKT002", () => {
    expect(codeOf(403, 'Forbidden - http://127.0.0.1:5173 is not an allowed origin.')).toBe(
      'APKT002',
    )
  })

  it('[ERR-61] a used-up quota sent as HTTP 400 with a JSON-RPC error is APKT010', () => {
    const rpcError = {
      jsonrpc: '2.0',
      id: 1,
      error: { code: -1, message: "Invalid project ID: Project's quota limit reached" },
    }
    expect(codeOf(400, rpcError)).toBe('APKT010')
  })

  it('any 5xx, whatever its body, is APKT009 Server Error', () => {
    expect(codedErrorForStatus(500, 'Internal server error')).toMatchObject({
      code: 'APKT009',
      displayMessage: 'Server Error',
    })
    expect(codeOf(502, 'Bad Gateway')).toBe('APKT009')
    expect(codeOf(503, failed('transport', 'provider unreachable'))).toBe('APKT009')
    expect(codeOf(500, '')).toBe('APKT009')
  })

  it("[ERR-66] the Project API's 'Unauthorized: invalid key' is APKT007", () => {
    expect(codeOf(403, { message: 'Unauthorized: invalid key' })).toBe('APKT007')
  })

  it("[ERR-64] 'Unauthorized: origin not allowed' is APKT002, whatever the status", () => {
    expect(codeOf(403, { message: 'Unauthorized: origin not allowed' })).toBe('APKT002')
    expect(codeOf(401, { message: 'Unauthorized: origin not allowed' })).toBe('APKT002')
  })

  it('[ERR-59] a 400 naming the missing projectId is APKT008 Project ID Missing', () => {
    const coded = codedErrorForStatus(
      400,
      'Failed to deserialize query string: missing field `projectId`',
    )
    expect(coded).toMatchObject({ code: 'APKT008', displayMessage: 'Project ID Missing' })
    expect(codeOf(400, { message: "must have required property 'projectId'" })).toBe('APKT008')
  })

  it('[ERR-61] a 429, quota or requests per second, is APKT010 Rate Limited', () => {
    expect(codeOf(429, failed('address', "Project's quota limit reached"))).toBe('APKT010')
    expect(codeOf(429, failed('rate_limited', 'Requests per second limit exceeded'))).toBe(
      'APKT010',
    )
    expect(codeOf(429, 'Too many requests')).toBe('APKT010')
  })

  it("other refusals carry no coded error (they read 'HTTP status code: {status}')", () => {
    expect(codeOf(400, failed('chainId', 'Unsupported chain eip155:10'))).toBeUndefined()
    expect(codeOf(403, { message: 'Forbidden' })).toBeUndefined()
    expect(codeOf(404, failed('name', 'Name not found'))).toBeUndefined()
  })
})
