import { describe, expect, it } from 'vitest'
import * as portico from '../../../src/index.js'
import * as clients from '../../../src/clients/index.js'
import { PorticoError } from '../../../src/core/portico-error.js'
import { UserRejectedRequestError } from '../../../src/core/user-rejected-request-error.js'

describe('PorticoError', () => {
  it('keeps the message short and the code, details and cause apart', () => {
    const cause = new Error('socket hang up')
    const error = new PorticoError('Failed to connect', { code: 'APKT003', cause })
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('Failed to connect')
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.code).toBe('APKT003')
    expect(error.details).toBe('socket hang up')
    expect(error.cause).toBe(cause)
    expect(error.name).toBe('PorticoError')
  })

  it('takes details as given over the cause’s message, and has no cause unless given one', () => {
    const error = new PorticoError('Session Expired', { details: 'JWT not yet valid' })
    expect(error.details).toBe('JWT not yet valid')
    expect('cause' in error).toBe(false)
    expect(error.code).toBeUndefined()
  })

  it('walk() without a test returns the innermost cause', () => {
    const root = { code: 4001 }
    const middle = new Error('wallet said no', { cause: root })
    const error = new PorticoError('User rejected the request', { cause: middle })
    expect(error.walk()).toBe(root)
    expect(new PorticoError('alone').walk()).toBeInstanceOf(PorticoError)
  })

  it('walk(fn) returns the first error of the chain the test accepts, itself included, else undefined', () => {
    const root = new Error('denied')
    const refusal = new UserRejectedRequestError({ cause: root })
    const error = new PorticoError('Connection rejected', { cause: refusal })
    expect(error.walk((item) => item instanceof UserRejectedRequestError)).toBe(refusal)
    expect(error.walk((item) => item instanceof PorticoError)).toBe(error)
    expect(error.walk((item) => item === root)).toBe(root)
    expect(error.walk(() => false)).toBeUndefined()
  })

  it('walk() ends on a chain of causes that loops', () => {
    const first = new Error('first')
    const second = new Error('second', { cause: first })
    Object.defineProperty(first, 'cause', { value: second })
    const error = new PorticoError('looped', { cause: first })
    expect(error.walk(() => false)).toBeUndefined()
    expect([first, second]).toContain(error.walk())
  })

  it('every error class the entries export extends PorticoError', () => {
    const exported: [string, unknown][] = [...Object.entries(portico), ...Object.entries(clients)]
    const errorClasses = new Map(
      exported.filter(
        ([name, value]) => /^[A-Z]\w*Error$/.test(name) && typeof value === 'function',
      ),
    )
    expect([...errorClasses.keys()].sort()).toEqual([
      'AuthSessionEndedError',
      'ConnectionError',
      'ContractViolationError',
      'HttpStatusError',
      'PorticoCodedError',
      'PorticoError',
      'ProviderRpcError',
      'RequestValidationError',
      'SdkError',
      'UserRejectedRequestError',
      'WalletAnswerLostError',
    ])
    for (const value of errorClasses.values()) {
      const prototype: unknown = typeof value === 'function' ? value.prototype : undefined
      expect(value === PorticoError || prototype instanceof PorticoError).toBe(true)
    }
  })
})

describe('UserRejectedRequestError', () => {
  it('is EIP-1193’s refusal: code 4001, the message wallets give, a ProviderRpcError', () => {
    const cause = new Error('User denied message signature')
    const error = new UserRejectedRequestError({ cause })
    expect(error).toBeInstanceOf(portico.ProviderRpcError)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      message: 'User rejected the request',
      details: 'User denied message signature',
      cause,
    })
  })
})
