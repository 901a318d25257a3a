import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { validators } from '../../../generated/frame-messages/validators.js'
import { FRAME_READY_PAUSE_MS, FRAME_READY_TIMEOUT_MS } from '../../../src/core/constants.js'
import { FRAME_ERRORS } from '../../../src/frame/frame-errors.js'
import { SAMPLE_ARGS, SAMPLE_SUCCESS } from './sample-requests.js'
import { createHarness, createInitializedHarness, deliver } from './secure-frame-harness.js'
import { track } from './track-promise.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('secure frame lifecycle', () => {
  it('[STATE-20] is not initialized before the ready message', async () => {
    const { frame } = createHarness()
    await vi.advanceTimersByTimeAsync(FRAME_READY_TIMEOUT_MS - 1)
    expect(frame.store.getState().status).toBe('loading')
  })

  it('[STATE-16] runs the init hook only 500 ms after FRAME_READY, not at 499 ms', async () => {
    const onReady = vi.fn(() => Promise.resolve())
    const { fake, frame } = createHarness({ onReady })
    fake.ready('2.3.4')
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS - 1)
    expect(frame.store.getState()).toMatchObject({ status: 'ready', version: '2.3.4' })
    expect(onReady).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onReady).toHaveBeenCalledOnce()
  })

  it('[STATE-20] is marked initialized only once the init hook has finished', async () => {
    let finishInit = (): void => undefined
    const onReady = () =>
      new Promise<void>((resolve) => {
        finishInit = resolve
      })
    const { fake, frame } = createHarness({ onReady })
    fake.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    expect(frame.store.getState().status).toBe('ready')
    finishInit()
    await deliver()
    expect(frame.store.getState().status).toBe('initialized')
  })

  it('[STATE-16] holds requests made before initialization and sends them afterwards', async () => {
    const { fake, frame } = createHarness()
    const chainId = track(frame.request('APP_GET_CHAIN_ID'))
    fake.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS - 1)
    expect(fake.sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.sentTypes()).toEqual(['APP_GET_CHAIN_ID'])
    fake.succeed(fake.lastSent('APP_GET_CHAIN_ID'), { chainId: 10 })
    await deliver()
    expect(chainId.value).toEqual({ chainId: 10 })
  })

  it('[CALL-20] takes the frame version from FRAME_READY; a second ready (the frame reloaded) brings its own version and initializes again', async () => {
    const onReady = vi.fn(() => Promise.resolve())
    const { fake, frame } = await createInitializedHarness({ onReady })
    expect(frame.store.getState().version).toBe('1.0.0')
    fake.ready('9.9.9')
    await deliver()
    expect(frame.store.getState()).toMatchObject({ status: 'ready', version: '9.9.9' })
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    expect(frame.store.getState().status).toBe('initialized')
    expect(onReady).toHaveBeenCalledTimes(2)
  })

  it('a frame reloaded mid-request: what it had been sent ends with the abort error at once, a request made meanwhile waits for the new initialization, and the next one is answered', async () => {
    const { fake, frame } = await createInitializedHarness()
    const signing = track(frame.request('APP_RPC_REQUEST', ...SAMPLE_ARGS.APP_RPC_REQUEST))
    const email = track(frame.request('APP_CONNECT_EMAIL', ...SAMPLE_ARGS.APP_CONNECT_EMAIL))
    await deliver()
    fake.ready()
    await deliver()
    expect(signing.error).toEqual(new Error(FRAME_ERRORS.requestAborted))
    expect(email.error).toEqual(new Error(FRAME_ERRORS.somethingWentWrong))

    const chainId = track(frame.request('APP_GET_CHAIN_ID'))
    await deliver()
    expect(fake.sentTypes().filter((type) => type === 'APP_GET_CHAIN_ID')).toEqual([])
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    fake.succeed(fake.lastSent('APP_GET_CHAIN_ID'), { chainId: 10 })
    await deliver()
    expect(chainId.value).toEqual({ chainId: 10 })
  })

  it('fails every request with the init hook error when the hook throws', async () => {
    const { frame, logger } = await createInitializedHarness({
      onReady: () => Promise.reject(new Error('sync failed')),
    })
    expect(frame.store.getState()).toMatchObject({ status: 'failed', error: 'sync failed' })
    expect(logger.warn).toHaveBeenCalled()
    await expect(frame.request('APP_GET_CHAIN_ID')).rejects.toThrow('sync failed')
  })

  it('[ERR-01] rejects pending requests with the transport load error', async () => {
    const { fake, frame } = createHarness()
    const pending = frame.request('APP_GET_CHAIN_ID')
    fake.failLoad(new Error(FRAME_ERRORS.loadFailed))
    await expect(pending).rejects.toThrow('Unable to load email login dependency')
    expect(frame.store.getState()).toMatchObject({
      status: 'failed',
      error: 'Unable to load email login dependency',
    })
  })

  it('rejects everything after destroy and stops listening', async () => {
    const { fake, frame, logger } = await createInitializedHarness()
    const pending = frame.request('APP_GET_CHAIN_ID')
    frame.destroy()
    await expect(pending).rejects.toThrow(FRAME_ERRORS.iframeNotSet)
    await expect(frame.request('APP_RELOAD')).rejects.toThrow(FRAME_ERRORS.iframeNotSet)
    fake.emit({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'late' } })
    fake.emit({ type: '@w3m-frame/NOPE' })
    await deliver()
    expect(logger.warn).not.toHaveBeenCalled()
  })
})

describe('ready timeout', () => {
  it('[ERR-02] raises iframe_load_failed at 20 s without ready, not at 19.999 s', async () => {
    const { onTimeout } = createHarness()
    await vi.advanceTimersByTimeAsync(FRAME_READY_TIMEOUT_MS - 1)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('iframe_load_failed')
  })

  it('[ERR-02] does not raise iframe_load_failed when ready arrives in time', async () => {
    const { fake, onTimeout } = createHarness()
    await vi.advanceTimersByTimeAsync(FRAME_READY_TIMEOUT_MS - 1000)
    fake.ready()
    await vi.advanceTimersByTimeAsync(10 * FRAME_READY_TIMEOUT_MS)
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it('[ERR-03][STATE-26][STATE-27] calls the timeout handler, then aborts pending requests', async () => {
    const order: string[] = []
    const { frame } = createHarness({ onTimeout: (event) => order.push(event) })
    const rpc = frame.request('APP_RPC_REQUEST', ...SAMPLE_ARGS.APP_RPC_REQUEST)
    const user = frame.request('APP_GET_USER', ...SAMPLE_ARGS.APP_GET_USER)
    rpc.catch(() => order.push('rpc aborted'))
    user.catch(() => order.push('user aborted'))
    await vi.advanceTimersByTimeAsync(FRAME_READY_TIMEOUT_MS)
    await expect(rpc).rejects.toThrow('Request was aborted')
    await expect(user).rejects.toThrow('Something went wrong')
    expect(order).toEqual(['iframe_load_failed', 'rpc aborted', 'user aborted'])
  })

  it('after iframe_load_failed the frame counts as failed: a later request fails at once with the load error, and a late ready is ignored', async () => {
    const { fake, frame } = createHarness()
    await vi.advanceTimersByTimeAsync(FRAME_READY_TIMEOUT_MS)
    expect(frame.store.getState()).toMatchObject({
      status: 'failed',
      error: 'Unable to load email login dependency',
    })
    fake.ready()
    await expect(frame.request('APP_GET_CHAIN_ID')).rejects.toThrow(
      'Unable to load email login dependency',
    )
  })

  it('waits as long as its timeouts say, when they are shortened', async () => {
    const { onTimeout } = createHarness({ timeouts: { readyMs: 1_000, requestMs: 2_000 } })
    await vi.advanceTimersByTimeAsync(999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('iframe_load_failed')
  })
})

describe('request correlation', () => {
  it('[STATE-23][CALL-01][CALL-02] sends an app event with a fresh random id and resolves on its success', async () => {
    const { fake, frame } = await createInitializedHarness()
    const first = track(frame.request('APP_GET_USER', ...SAMPLE_ARGS.APP_GET_USER))
    const second = track(frame.request('APP_GET_CHAIN_ID'))
    const [user, chain] = fake.sent
    expect(user).toMatchObject({ type: '@w3m-app/GET_USER', payload: SAMPLE_ARGS.APP_GET_USER[0] })
    expect(user?.id).toMatch(/^[0-9a-f]{32}$/)
    expect(chain?.id).toMatch(/^[0-9a-f]{32}$/)
    expect(user?.id).not.toBe(chain?.id)
    if (user === undefined) throw new Error('nothing sent')
    fake.succeed(user, SAMPLE_SUCCESS.APP_GET_USER)
    await deliver()
    expect(first.value).toEqual(SAMPLE_SUCCESS.APP_GET_USER)
    expect(second.settled).toBe(false)
  })

  it('[CALL-03] sends a request without payload with no payload key and resolves undefined', async () => {
    const { fake, frame } = await createInitializedHarness()
    const reload = track(frame.request('APP_RELOAD'))
    const sent = fake.lastSent('APP_RELOAD')
    expect(Object.keys(sent).sort()).toEqual(['id', 'type'])
    fake.succeed(sent)
    await deliver()
    expect(reload).toMatchObject({ settled: true, value: undefined, error: undefined })
  })

  it('[STATE-24][CALL-03] rejects on the error reply with the same id, with its message', async () => {
    const { fake, frame } = await createInitializedHarness()
    const otp = frame.request('APP_CONNECT_OTP', { otp: '000000' })
    fake.fail(fake.lastSent('APP_CONNECT_OTP'), { message: 'Invalid code' })
    const rejected = expect(otp).rejects.toThrow('Invalid code')
    await deliver()
    await rejected
  })

  it.each([
    ['no message', {}],
    ['an empty message', { message: '' }],
  ])('[ERR-07] rejects with An error occurred when the error reply has %s', async (_, payload) => {
    const { fake, frame } = await createInitializedHarness()
    const chain = frame.request('APP_GET_CHAIN_ID')
    fake.fail(fake.lastSent('APP_GET_CHAIN_ID'), payload)
    const rejected = expect(chain).rejects.toThrow('An error occurred')
    await deliver()
    await rejected
  })

  it('[STATE-25] is not settled by a success or error reply with another id', async () => {
    const { fake, frame } = await createInitializedHarness()
    const chain = track(frame.request('APP_GET_CHAIN_ID'))
    const sent = fake.lastSent('APP_GET_CHAIN_ID')
    const other = { ...sent, id: 'f'.repeat(32) }
    fake.succeed(other, { chainId: 5 })
    fake.fail(other, { message: 'not yours' })
    await deliver()
    expect(chain.settled).toBe(false)
    fake.succeed(sent, { chainId: 1 })
    await deliver()
    expect(chain.value).toEqual({ chainId: 1 })
  })

  it('is not settled by a valid reply of another request type with its id', async () => {
    const { fake, frame, logger } = await createInitializedHarness()
    const chain = track(frame.request('APP_GET_CHAIN_ID'))
    const { id } = fake.lastSent('APP_GET_CHAIN_ID')
    fake.emit({ type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', id, payload: { chainId: 5 } })
    await deliver()
    expect(chain.settled).toBe(false)
    expect(logger.warn).toHaveBeenCalledWith('Frame reply does not answer its request', {
      request: '@w3m-app/GET_CHAIN_ID',
      reply: '@w3m-frame/SWITCH_NETWORK_SUCCESS',
    })
  })

  it('[CALL-21] hands FRAME_SESSION_UPDATE tokens to session listeners until unsubscribed', async () => {
    const { fake, frame } = await createInitializedHarness()
    const tokens: string[] = []
    const unsubscribe = frame.onSessionUpdate((token) => tokens.push(token))
    fake.emit({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'session-1' } })
    await deliver()
    unsubscribe()
    fake.emit({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'session-2' } })
    await deliver()
    expect(tokens).toEqual(['session-1'])
  })

  it('hands FRAME_SESSION_ENDED messages to their listeners, never to a pending request', async () => {
    const { fake, frame, logger } = await createInitializedHarness()
    const messages: string[] = []
    const unsubscribe = frame.onSessionEnded((message) => messages.push(message))
    const ended = 'This session was ended from Account: sign in again'
    fake.emit({ type: '@w3m-frame/SESSION_ENDED', payload: { message: ended } })
    await deliver()
    unsubscribe()
    fake.emit({ type: '@w3m-frame/SESSION_ENDED', payload: { message: 'later' } })
    await deliver()
    expect(messages).toEqual([ended])
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it("drops a passkey sign-in notice from the hidden frame: only the site's sign-in page sends one", async () => {
    const { fake, frame, logger } = await createInitializedHarness()
    const tokens: string[] = []
    frame.onSessionUpdate((token) => tokens.push(token))
    const pending = frame.request('APP_GET_CHAIN_ID')
    await deliver()
    fake.emit({ type: '@w3m-frame/PASSKEY_SIGNED_IN', payload: { token: 'handle-1' } })
    await deliver()
    expect(tokens).toEqual([])
    expect(logger.warn).toHaveBeenCalledWith("Frame event not the hidden frame's to send dropped", {
      type: '@w3m-frame/PASSKEY_SIGNED_IN',
    })
    // The request still waits for its own reply.
    fake.succeed(fake.lastSent('APP_GET_CHAIN_ID'), { chainId: 1 })
    await deliver()
    await expect(pending).resolves.toEqual({ chainId: 1 })
  })
})

describe('event validation', () => {
  it('[ERR-11] does not send an invalid app event: it warns and rejects', async () => {
    const { fake, frame, logger } = await createInitializedHarness()
    await expect(frame.request('APP_CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toThrow(
      'Invalid app event: APP_CONNECT_EMAIL',
    )
    expect(fake.sent).toEqual([])
    expect(logger.warn).toHaveBeenCalledWith('Invalid app event not sent', {
      type: '@w3m-app/CONNECT_EMAIL',
      issues: [{ path: '/payload/email', message: 'must match format "email"' }],
    })
  })

  it('[ERR-10] drops an invalid reply with a warning naming the wrong field, so it settles nothing', async () => {
    const { fake, frame, logger } = await createInitializedHarness()
    const email = track(frame.request('APP_CONNECT_EMAIL', ...SAMPLE_ARGS.APP_CONNECT_EMAIL))
    fake.succeed(fake.lastSent('APP_CONNECT_EMAIL'), { action: 'SEND_MONEY' })
    await deliver()
    expect(email.settled).toBe(false)
    expect(logger.warn).toHaveBeenCalledWith('Invalid frame event dropped', {
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      issues: [expect.objectContaining({ path: '/payload/action' })],
    })
  })

  it.each([
    ['an unknown type', { type: '@w3m-frame/STEAL_KEYS', payload: {} }],
    ['an app event echoed back', { type: '@w3m-app/RELOAD', id: 'a'.repeat(32) }],
    ['a non-object', 'FRAME_READY'],
    [
      'a ready with a version that is no text',
      { type: '@w3m-frame/READY', payload: { version: 4 } },
    ],
    ['a ready with an extra envelope field', { type: '@w3m-frame/READY', origin: 'x' }],
    ['a session update without its token', { type: '@w3m-frame/SESSION_UPDATE', payload: {} }],
  ])('[ERR-10] drops %s with a warning', async (_, data) => {
    const { fake, frame, logger } = createHarness()
    const tokens: string[] = []
    frame.onSessionUpdate((token) => tokens.push(token))
    fake.emit(data)
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    expect(frame.store.getState().status).toBe('loading')
    expect(tokens).toEqual([])
    expect(logger.warn).toHaveBeenCalledWith('Invalid frame event dropped', expect.anything())
  })

  it.each([
    ['without a version', { type: '@w3m-frame/READY', payload: {} }, undefined],
    ['with an id', { type: '@w3m-frame/READY', id: 'r1', payload: { version: '4' } }, '4'],
    ['without a payload', { type: '@w3m-frame/READY' }, undefined],
  ])('[CALL-20] takes a ready %s as the reference frame sends it', async (_, data, version) => {
    const { fake, frame, logger } = createHarness()
    fake.emit(data)
    await deliver()
    expect(frame.store.getState()).toMatchObject({ status: 'ready', version })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('[CALL-02] every sample request is a valid app event with the app prefix', async () => {
    const { fake, frame } = await createInitializedHarness()
    for (const type of Object.keys(SAMPLE_ARGS)) expect(type.startsWith('APP_')).toBe(true)
    track(frame.request('APP_CONNECT_SOCIAL', ...SAMPLE_ARGS.APP_CONNECT_SOCIAL))
    track(frame.request('APP_SYNC_DAPP_DATA', ...SAMPLE_ARGS.APP_SYNC_DAPP_DATA))
    expect(fake.sent.every((event) => validators.AppEvent.check(event))).toBe(true)
  })
})
