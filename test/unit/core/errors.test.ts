import { describe, expect, it } from 'vitest'
import {
  CODED_ERRORS,
  PorticoCodedError,
  SdkError,
  codedError,
  codedErrorForServerReply,
  wrapSdkError,
} from '../../../src/core/errors.js'

// The spec's table rows read "Title (detail)". The title is the display message; the part in
// parentheses is kept as `description` and is never part of the displayed text (ERR-53, ERR-60).
describe('coded errors', () => {
  it.each([
    ['[ERR-52]', 'NETWORK_NOT_FOUND', 'APKT001', 'Network Not Found'],
    ['[ERR-54]', 'WALLET_LOAD_FAILED', 'APKT003', 'Network Error: Wallet Load Failed'],
    ['[ERR-55]', 'WALLET_REQUEST_TIMEOUT', 'APKT004', 'Wallet Request Timeout'],
    ['[ERR-56]', 'UNVERIFIED_DOMAIN', 'APKT005', 'Unverified Domain'],
    ['[ERR-57]', 'SESSION_EXPIRED', 'APKT006', 'Session Expired'],
    ['[ERR-58]', 'INVALID_PROJECT_ID', 'APKT007', 'Invalid Project ID'],
    ['[ERR-59]', 'PROJECT_ID_MISSING', 'APKT008', 'Project ID Missing'],
    ['[ERR-61]', 'RATE_LIMITED', 'APKT010', 'Rate Limited'],
  ] as const)('%s %s is code %s and displays %s', (_rule, key, code, text) => {
    const error = codedError(key)
    expect(error.code).toBe(code)
    expect(error.displayMessage).toBe(text)
    expect(error.message).toBe(text)
    expect(error.severity).toBe('error')
  })

  it('[ERR-53] APKT002 displays Invalid App Configuration and describes an origin not allowed', () => {
    const error = codedError('INVALID_APP_CONFIGURATION')
    expect(error.code).toBe('APKT002')
    expect(error.displayMessage).toBe('Invalid App Configuration')
    expect(error.description).toBe('origin not allowed')
  })

  it('[ERR-60] APKT009 displays Server Error and describes a failed app configuration fetch', () => {
    const error = codedError('APP_CONFIGURATION_SERVER_ERROR')
    expect(error.code).toBe('APKT009')
    expect(error.displayMessage).toBe('Server Error')
    expect(error.description).toBe('app configuration fetch failed')
  })

  it.each([
    [
      '[ERR-62]',
      'INACTIVE_NAMESPACE_NOT_CONNECTED',
      'APKTW001',
      'Inactive Namespace Not Connected',
    ],
    ['[ERR-63]', 'INVALID_EMAIL_ADDRESS', 'APKTW002', 'Invalid Email Address'],
  ] as const)('%s warning %s is code %s and displays %s', (_rule, key, code, text) => {
    const error = codedError(key)
    expect(error.code).toBe(code)
    expect(error.displayMessage).toBe(text)
    expect(error.severity).toBe('warning')
  })

  it('has exactly the twelve codes of the table, each once', () => {
    const codes = Object.values(CODED_ERRORS).map((info) => info.code)
    expect(new Set(codes).size).toBe(12)
  })

  it('is an Error that keeps its cause', () => {
    const cause = new Error('boom')
    const error = codedError('RATE_LIMITED', cause)
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(PorticoCodedError)
    expect(error.name).toBe('PorticoCodedError')
    expect(error.cause).toBe(cause)
  })
})

describe('server replies', () => {
  it("[ERR-64] 'Unauthorized: origin not allowed' maps to APKT002", () => {
    expect(codedErrorForServerReply('Unauthorized: origin not allowed')?.code).toBe('APKT002')
  })

  // Chosen target: the only session row of the table (see the comment in errors.ts).
  it("[ERR-65] 'JWT not yet valid' maps to APKT006 Session Expired", () => {
    const error = codedErrorForServerReply('JWT not yet valid')
    expect(error?.code).toBe('APKT006')
    expect(error?.displayMessage).toBe('Session Expired')
  })

  it("[ERR-66] 'Unauthorized: invalid key' maps to APKT007", () => {
    expect(codedErrorForServerReply('Unauthorized: invalid key')?.code).toBe('APKT007')
  })

  it('matches a reply forwarded inside a longer message and keeps the reply as cause', () => {
    const error = codedErrorForServerReply('Error: Unauthorized: invalid key (401)')
    expect(error?.code).toBe('APKT007')
    expect(error?.cause).toBe('Error: Unauthorized: invalid key (401)')
  })

  it('leaves any other reply unmapped', () => {
    expect(codedErrorForServerReply('Unauthorized')).toBeUndefined()
    expect(codedErrorForServerReply('jwt not yet valid')).toBeUndefined()
  })
})

describe('wrapSdkError', () => {
  it('[ERR-48] wraps an SDK error with the default category INTERNAL_SDK_ERROR', () => {
    const original = new TypeError('bad input')
    const wrapped = wrapSdkError(original)
    expect(wrapped).toBeInstanceOf(SdkError)
    expect(wrapped.category).toBe('INTERNAL_SDK_ERROR')
    expect(wrapped.message).toBe('bad input')
    expect(wrapped.cause).toBe(original)
  })

  it('takes another category when given one', () => {
    expect(wrapSdkError(new Error('429'), 'RATE_LIMITED').category).toBe('RATE_LIMITED')
  })

  it('keeps a string as the message and names anything else Unknown error', () => {
    expect(wrapSdkError('plain text').message).toBe('plain text')
    expect(wrapSdkError({ code: 1 }).message).toBe('Unknown error')
  })

  it('does not wrap an SdkError twice', () => {
    const first = wrapSdkError(new Error('x'), 'SERVER_ERROR')
    expect(wrapSdkError(first)).toBe(first)
    expect(wrapSdkError(first).category).toBe('SERVER_ERROR')
  })
})
