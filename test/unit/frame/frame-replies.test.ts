import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../../../src/core/provider-rpc-error.js'
import type { AppEvent } from '../../../generated/frame-messages/types.js'
import {
  abortError,
  errorOf,
  isSuccessPayload,
  payloadOf,
} from '../../../src/frame/frame-replies.js'

const id = '9f86d081884c7d659a2feaa0c55ad015'

describe('frame replies', () => {
  it('[CALL-03] recognises the success reply of a request and its payload', () => {
    const reply = { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 1 } } as const
    expect(isSuccessPayload('APP_GET_CHAIN_ID', reply, payloadOf(reply))).toBe(true)
    expect(isSuccessPayload('APP_SWITCH_NETWORK', reply, payloadOf(reply))).toBe(false)
    expect(isSuccessPayload('APP_GET_CHAIN_ID', reply, { chainId: 1 })).toBe(false)
  })

  it('[ERR-07] reads the error message, defaulting to An error occurred', () => {
    expect(
      errorOf({ type: '@w3m-frame/RELOAD_ERROR', id, payload: { message: 'Nope' } }).message,
    ).toBe('Nope')
    expect(errorOf({ type: '@w3m-frame/RELOAD_ERROR', id, payload: {} }).message).toBe(
      'An error occurred',
    )
  })

  it("keeps the wallet's EIP-5792 code of a refused RPC request", () => {
    const error = errorOf({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id,
      payload: { message: 'Unknown bundle id: no batch was sent with id 0x01', code: 5730 },
    })
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({
      code: 5730,
      message: 'Unknown bundle id: no batch was sent with id 0x01',
    })
    expect(errorOf({ type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: {} })).not.toHaveProperty(
      'code',
    )
  })

  it('[STATE-26][STATE-27] aborts RPC requests and others with different messages', () => {
    const rpc: AppEvent = {
      type: '@w3m-app/RPC_REQUEST',
      id,
      payload: { method: 'eth_chainId', params: [], chainId: 1 },
    }
    expect(abortError(rpc).message).toBe('Request was aborted')
    expect(abortError({ type: '@w3m-app/RELOAD', id }).message).toBe('Something went wrong')
  })
})
