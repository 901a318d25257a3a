import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejectedError } from '../../../src/utils/user-rejection.js'

describe('isUserRejectedError', () => {
  it('[ERR-16] counts RPC error codes 5000 and 5002 as user rejection', () => {
    expect(isUserRejectedError({ code: 5000, message: 'User disapproved requested chains' })).toBe(
      true,
    )
    expect(isUserRejectedError({ code: 5002, message: 'User disapproved requested methods' })).toBe(
      true,
    )
    expect(isUserRejectedError({ code: 5001, message: 'User rejected the request' })).toBe(false)
  })

  it("[ERR-17] counts code 4001 with 'User rejected the request' as user rejection", () => {
    expect(isUserRejectedError({ code: 4001, message: 'User rejected the request' })).toBe(true)
    expect(isUserRejectedError(new UserRejectedRequestError(new Error('denied')))).toBe(true)
    expect(isUserRejectedError({ code: 4001, message: 'Unauthorized' })).toBe(false)
  })

  it('is false for errors without a numeric code', () => {
    expect(isUserRejectedError(new Error('User rejected the request'))).toBe(false)
    expect(isUserRejectedError({ code: '4001', message: 'User rejected the request' })).toBe(false)
    expect(isUserRejectedError(undefined)).toBe(false)
    expect(isUserRejectedError('User rejected the request')).toBe(false)
  })
})
