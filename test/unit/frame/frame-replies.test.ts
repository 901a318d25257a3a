import { describe, expect, it } from 'vitest'
import type { AppEvent } from '../../../generated/frame-messages/types.js'
import {
  abortError,
  errorMessageOf,
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
      errorMessageOf({ type: '@w3m-frame/RELOAD_ERROR', id, payload: { message: 'Nope' } }),
    ).toBe('Nope')
    expect(errorMessageOf({ type: '@w3m-frame/RELOAD_ERROR', id, payload: {} })).toBe(
      'An error occurred',
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
