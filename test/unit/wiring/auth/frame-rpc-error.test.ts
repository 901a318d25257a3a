import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../../../src/core/user-rejected-request-error.js'
import { isUserRejectedError } from '../../../../src/utils/user-rejection.js'
import { frameRpcError } from '../../../../src/wiring/auth/frame-rpc-error.js'

describe('frameRpcError', () => {
  it('a frame error saying the user rejected or denied becomes a UserRejectedRequestError (4001)', () => {
    for (const message of ['User denied message signature', 'user rejected the request']) {
      const cause = new Error(message)
      const mapped = frameRpcError(cause)
      expect(mapped).toBeInstanceOf(UserRejectedRequestError)
      expect(isUserRejectedError(mapped)).toBe(true)
      expect(mapped).toMatchObject({ code: 4001, cause, details: message })
    }
  })

  it('any other error, or a value that is no Error, passes unchanged', () => {
    const failure = new Error('eth_sendTransaction: insufficient funds')
    expect(frameRpcError(failure)).toBe(failure)
    expect(isUserRejectedError(frameRpcError(failure))).toBe(false)
    expect(frameRpcError('User rejected')).toBe('User rejected')
  })
})
