import { describe, expect, it } from 'vitest'
import { validateAppEvent, validateFrameEvent } from '../../../src/frame/frame-event-validation.js'

const id = '9f86d081884c7d659a2feaa0c55ad015'

describe('frame event validation', () => {
  it('accepts a valid frame event and returns it typed', () => {
    const checked = validateFrameEvent({
      type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      id,
      payload: { chainId: 1 },
    })
    expect(checked).toEqual({
      valid: true,
      event: { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 1 } },
    })
  })

  it('[ERR-10] reports the field path of its own type, not every union branch', () => {
    const checked = validateFrameEvent({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: {} })
    expect(checked).toEqual({
      valid: false,
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      issues: [{ path: '/payload/isConnected', message: 'is required' }],
    })
  })

  it('[ERR-10] takes readable names for no event: only the wire names are event types', () => {
    expect(validateFrameEvent({ type: 'FRAME_SIGN_OUT_SUCCESS', id })).toMatchObject({
      valid: false,
      issues: [{ path: '/type', message: 'is not a frame event type' }],
    })
    expect(validateAppEvent({ type: 'APP_GET_CHAIN_ID', id }).valid).toBe(false)
  })

  it('[ERR-10] rejects a reply without a correlation id and unknown or missing types', () => {
    expect(validateFrameEvent({ type: '@w3m-frame/SIGN_OUT_SUCCESS' }).valid).toBe(false)
    expect(validateFrameEvent({ type: '@w3m-frame/SIGN_OUT_SUCCESS', id: '' }).valid).toBe(false)
    // The reference page's short ids are ids too.
    expect(validateFrameEvent({ type: '@w3m-frame/SIGN_OUT_SUCCESS', id: 'ABC' }).valid).toBe(true)
    expect(validateFrameEvent({ type: '@w3m-frame/NOPE', id })).toMatchObject({
      valid: false,
      issues: [{ path: '/type', message: 'is not a frame event type' }],
    })
    expect(validateFrameEvent(null)).toMatchObject({ valid: false, type: undefined })
  })

  it('[CALL-02] takes app events only in validateAppEvent and frame events only in validateFrameEvent', () => {
    const app = { type: '@w3m-app/GET_CHAIN_ID', id }
    const frame = { type: '@w3m-frame/SIGN_OUT_SUCCESS', id }
    expect(validateAppEvent(app).valid).toBe(true)
    expect(validateFrameEvent(app).valid).toBe(false)
    expect(validateFrameEvent(frame).valid).toBe(true)
    expect(validateAppEvent(frame)).toMatchObject({
      valid: false,
      issues: [{ path: '/type', message: 'is not an app event type' }],
    })
  })

  it('[ERR-11] reports the wrong field of an app event', () => {
    expect(
      validateAppEvent({ type: '@w3m-app/CONNECT_OTP', id, payload: { otp: '12345' } }),
    ).toEqual({
      valid: false,
      type: '@w3m-app/CONNECT_OTP',
      issues: [expect.objectContaining({ path: '/payload/otp' })],
    })
  })
})
