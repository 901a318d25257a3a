import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_REQUEST_TIMEOUT_MS } from '../../../src/core/constants.js'
import { TIMED_REQUESTS } from '../../../src/frame/frame-protocol.js'
import { requestSample, SAMPLE_ARGS, SAMPLE_SUCCESS } from './sample-requests.js'
import { createInitializedHarness, deliver } from './secure-frame-harness.js'
import { messageOf, track } from './track-promise.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('request timeout', () => {
  it.each(TIMED_REQUESTS)(
    '[ERR-04][ERR-05] %s times out at 120 s, not 119.999 s: handler, then abort',
    async (type) => {
      const order: string[] = []
      const { frame } = await createInitializedHarness({
        onTimeout: (event) => order.push(event),
      })
      const pending = track(requestSample(frame, type))
      await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - 1)
      expect(order).toEqual([])
      expect(pending.settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(order).toEqual(['iframe_request_timeout'])
      expect(messageOf(pending.error)).toBe('Something went wrong')
    },
  )

  it('[ERR-04] does not time out a timed request answered in time', async () => {
    const { fake, frame, onTimeout } = await createInitializedHarness()
    const email = track(frame.request('APP_CONNECT_EMAIL', ...SAMPLE_ARGS.APP_CONNECT_EMAIL))
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - 1)
    fake.succeed(fake.lastSent('APP_CONNECT_EMAIL'), SAMPLE_SUCCESS.APP_CONNECT_EMAIL)
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS)
    expect(email.value).toEqual(SAMPLE_SUCCESS.APP_CONNECT_EMAIL)
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it.each([
    'APP_GET_USER',
    'APP_RPC_REQUEST',
    'APP_GET_FARCASTER_URI',
    'APP_CONNECT_FARCASTER',
    'APP_UPDATE_EMAIL_PRIMARY_OTP',
    'APP_UPDATE_EMAIL_SECONDARY_OTP',
    'APP_SIGN_OUT',
  ] as const)('[ERR-06] %s never raises iframe_request_timeout', async (type) => {
    const { frame, onTimeout } = await createInitializedHarness()
    const pending = track(requestSample(frame, type))
    await vi.advanceTimersByTimeAsync(10 * FRAME_REQUEST_TIMEOUT_MS)
    expect(onTimeout).not.toHaveBeenCalled()
    expect(pending.settled).toBe(false)
  })
})

describe('abort', () => {
  it('[STATE-26] rejects a pending RPC request with Request was aborted', async () => {
    const { frame } = await createInitializedHarness()
    const rpc = track(frame.request('APP_RPC_REQUEST', ...SAMPLE_ARGS.APP_RPC_REQUEST))
    frame.abort()
    await deliver()
    expect(messageOf(rpc.error)).toBe('Request was aborted')
  })

  it('[STATE-27] rejects every other pending request with Something went wrong', async () => {
    const { frame } = await createInitializedHarness()
    const pending = [
      track(frame.request('APP_GET_USER', ...SAMPLE_ARGS.APP_GET_USER)),
      track(frame.request('APP_CONNECT_OTP', ...SAMPLE_ARGS.APP_CONNECT_OTP)),
      track(frame.request('APP_SIGN_OUT')),
    ]
    frame.abort()
    await deliver()
    expect(pending.map(({ error }) => messageOf(error))).toEqual([
      'Something went wrong',
      'Something went wrong',
      'Something went wrong',
    ])
  })

  it('[STATE-28] leaves a pending Farcaster URI request pending; its reply still settles it', async () => {
    const { fake, frame } = await createInitializedHarness()
    const uri = track(frame.request('APP_GET_FARCASTER_URI'))
    frame.abort()
    await deliver()
    expect(uri.settled).toBe(false)
    fake.succeed(fake.lastSent('APP_GET_FARCASTER_URI'), SAMPLE_SUCCESS.APP_GET_FARCASTER_URI)
    await deliver()
    expect(uri.value).toEqual(SAMPLE_SUCCESS.APP_GET_FARCASTER_URI)
  })

  it('aborts only the requests the filter picks and counts them', async () => {
    const { frame } = await createInitializedHarness()
    const rpc = track(frame.request('APP_RPC_REQUEST', ...SAMPLE_ARGS.APP_RPC_REQUEST))
    const user = track(frame.request('APP_GET_USER', ...SAMPLE_ARGS.APP_GET_USER))
    expect(frame.abortPending((event) => event.type === '@w3m-app/RPC_REQUEST')).toBe(1)
    await deliver()
    expect(rpc.settled).toBe(true)
    expect(user.settled).toBe(false)
  })

  it('ignores a reply to a request that was already aborted', async () => {
    const { fake, frame, logger } = await createInitializedHarness()
    const user = track(frame.request('APP_GET_USER', ...SAMPLE_ARGS.APP_GET_USER))
    frame.abort()
    fake.succeed(fake.lastSent('APP_GET_USER'), SAMPLE_SUCCESS.APP_GET_USER)
    await deliver()
    expect(messageOf(user.error)).toBe('Something went wrong')
    expect(logger.warn).not.toHaveBeenCalled()
  })
})
