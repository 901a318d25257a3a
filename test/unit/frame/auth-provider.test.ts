import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DISCONNECT_WAIT_MS, EMAIL_CODE_COOLDOWN_MS } from '../../../src/core/constants.js'
import { createAuthHarness } from './auth-provider-harness.js'
import { snapshot } from './fake-login-cache.js'
import { deliver } from './secure-frame-harness.js'
import { messageOf, track } from './track-promise.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const email = 'user@example.com'

/** Starts an email login and lets the frame answer that the code was sent. */
async function sendCode(harness: Awaited<ReturnType<typeof createAuthHarness>>) {
  const login = track(harness.provider.connectEmail({ email }))
  harness.fake.succeed(harness.fake.lastSent('APP_CONNECT_EMAIL'), { action: 'VERIFY_OTP' })
  await deliver()
  return login
}

/** Finishes the email login with a code the frame accepts. */
async function acceptCode(harness: Awaited<ReturnType<typeof createAuthHarness>>) {
  const otp = track(harness.provider.connectOtp({ otp: '123456' }))
  harness.fake.succeed(harness.fake.lastSent('APP_CONNECT_OTP'))
  await deliver()
  return otp
}

describe('email login', () => {
  it('[VAL-04] refuses an invalid email with a warning and sends nothing', async () => {
    const { provider, fake, cache, providerLogger } = await createAuthHarness()
    await expect(provider.connectEmail({ email: 'not an email' })).rejects.toThrow(
      'Please enter a valid email address',
    )
    expect(providerLogger.warn).toHaveBeenCalledWith('Please enter a valid email address')
    expect(fake.sent).toEqual([])
    expect(cache.lastEmailLoginTime.get()).toBeUndefined()
  })

  it('[VAL-04] refuses an invalid new email for an email change with a warning and sends nothing', async () => {
    const { provider, fake, providerLogger } = await createAuthHarness()
    await expect(provider.updateEmail({ email: 'still not an email' })).rejects.toThrow(
      'Please enter a valid email address',
    )
    expect(providerLogger.warn).toHaveBeenCalledWith('Please enter a valid email address')
    expect(fake.sent).toEqual([])
  })

  it('[CALL-04][STATE-33] sends CONNECT_EMAIL and sets the last-email-login time once the code is sent', async () => {
    const harness = await createAuthHarness()
    const startedAt = Date.now()
    const login = await sendCode(harness)
    expect(harness.fake.lastSent('APP_CONNECT_EMAIL')).toMatchObject({ payload: { email } })
    expect(login.value).toEqual({ action: 'VERIFY_OTP' })
    const setAt = harness.cache.lastEmailLoginTime.get() ?? 0
    expect(setAt).toBeGreaterThanOrEqual(startedAt)
    expect(setAt).toBeLessThanOrEqual(Date.now())
  })

  it('[STATE-33] does not set the last-email-login time when the frame refuses the email', async () => {
    const { provider, fake, cache } = await createAuthHarness()
    const login = track(provider.connectEmail({ email }))
    fake.fail(fake.lastSent('APP_CONNECT_EMAIL'), { message: 'Too many requests' })
    await deliver()
    expect(messageOf(login.error)).toBe('Too many requests')
    expect(cache.lastEmailLoginTime.get()).toBeUndefined()
  })

  it('[VAL-01][VAL-02] refuses another code within 30 s, naming the seconds left rounded up', async () => {
    const harness = await createAuthHarness()
    await sendCode(harness)
    await vi.advanceTimersByTimeAsync(EMAIL_CODE_COOLDOWN_MS - 12_200)
    await expect(harness.provider.connectEmail({ email })).rejects.toThrow(
      'Please try again after 13 seconds',
    )
    expect(harness.fake.sentTypes()).toEqual(['APP_CONNECT_EMAIL'])
  })

  it('[VAL-03] allows another code request once the 30 s have passed', async () => {
    const harness = await createAuthHarness()
    await sendCode(harness)
    const setAt = harness.cache.lastEmailLoginTime.get() ?? 0
    await vi.advanceTimersByTimeAsync(setAt + EMAIL_CODE_COOLDOWN_MS - 1 - Date.now())
    await expect(harness.provider.connectEmail({ email })).rejects.toThrow(
      'Please try again after 1 seconds',
    )
    await vi.advanceTimersByTimeAsync(1)
    const again = track(harness.provider.connectEmail({ email }))
    expect(harness.fake.sentTypes()).toEqual(['APP_CONNECT_EMAIL', 'APP_CONNECT_EMAIL'])
    harness.fake.succeed(harness.fake.lastSent('APP_CONNECT_EMAIL'), { action: 'VERIFY_DEVICE' })
    await deliver()
    expect(again.value).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('[CALL-04] waits for device approval with CONNECT_DEVICE, which has no payload', async () => {
    const { provider, fake } = await createAuthHarness()
    const device = track(provider.connectDevice())
    const sent = fake.lastSent('APP_CONNECT_DEVICE')
    expect('payload' in sent).toBe(false)
    fake.succeed(sent)
    await deliver()
    expect(device).toMatchObject({ settled: true, error: undefined })
  })

  it('[CALL-04][STATE-34][STATE-35][STATE-36] on CONNECT_OTP success stores the email, marks email login used and clears the time', async () => {
    const harness = await createAuthHarness()
    await sendCode(harness)
    const otp = await acceptCode(harness)
    expect(harness.fake.lastSent('APP_CONNECT_OTP')).toMatchObject({ payload: { otp: '123456' } })
    expect(otp).toMatchObject({ settled: true, error: undefined })
    expect(snapshot(harness.cache)).toEqual({
      loginEmail: email,
      emailLoginUsed: true,
      lastEmailLoginTime: undefined,
      frameSessionToken: undefined,
    })
  })

  it('[STATE-34] stores nothing when the code is refused', async () => {
    const harness = await createAuthHarness()
    await sendCode(harness)
    const otp = track(harness.provider.connectOtp({ otp: '000000' }))
    harness.fake.fail(harness.fake.lastSent('APP_CONNECT_OTP'), { message: 'Invalid code' })
    await deliver()
    expect(messageOf(otp.error)).toBe('Invalid code')
    expect(harness.cache.emailLoginUsed.get()).toBeUndefined()
    expect(harness.cache.loginEmail.get()).toBeUndefined()
  })
})

describe('disconnect', () => {
  it('[STATE-29][STATE-30] clears cached login data and signs out while connected', async () => {
    const harness = await createAuthHarness()
    await sendCode(harness)
    await acceptCode(harness)
    const done = track(harness.provider.disconnect())
    expect(snapshot(harness.cache)).toEqual({
      loginEmail: undefined,
      emailLoginUsed: undefined,
      lastEmailLoginTime: undefined,
      frameSessionToken: undefined,
    })
    const signOut = harness.fake.lastSent('APP_SIGN_OUT')
    expect('payload' in signOut).toBe(false)
    harness.fake.succeed(signOut)
    await deliver()
    expect(done).toMatchObject({ settled: true, error: undefined })
  })

  it('[STATE-31] completes after 3 s without a sign-out reply, not at 2.999 s', async () => {
    const harness = await createAuthHarness()
    harness.fake.emit({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'session-1' } })
    await deliver()
    const done = track(harness.provider.disconnect())
    expect(harness.fake.sentTypes()).toEqual(['APP_SIGN_OUT'])
    await vi.advanceTimersByTimeAsync(DISCONNECT_WAIT_MS - 1)
    expect(done.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toMatchObject({ settled: true, error: undefined })
    harness.fake.succeed(harness.fake.lastSent('APP_SIGN_OUT'))
    await deliver()
    expect(harness.logger.warn).not.toHaveBeenCalled()
  })

  it('[STATE-32] only clears cached login data when not connected: no SIGN_OUT is sent', async () => {
    const { provider, fake, cache } = await createAuthHarness()
    cache.lastEmailLoginTime.set(Date.now())
    await provider.disconnect()
    expect(fake.sent).toEqual([])
    expect(cache.lastEmailLoginTime.get()).toBeUndefined()
  })

  it('[STATE-30] signs out after a reload when a session token is stored', async () => {
    const { provider, fake, cache } = await createAuthHarness()
    cache.frameSessionToken.set('stored-token')
    const done = track(provider.disconnect())
    expect(fake.sentTypes()).toEqual(['APP_SIGN_OUT'])
    fake.succeed(fake.lastSent('APP_SIGN_OUT'))
    await deliver()
    expect(done.settled).toBe(true)
  })

  it('[STATE-29] still clears cached data when the sign-out fails, and reports the failure', async () => {
    const harness = await createAuthHarness()
    harness.cache.frameSessionToken.set('stored-token')
    harness.cache.emailLoginUsed.set(true)
    const done = track(harness.provider.disconnect())
    harness.fake.fail(harness.fake.lastSent('APP_SIGN_OUT'), { message: 'Sign out failed' })
    await deliver()
    expect(messageOf(done.error)).toBe('Sign out failed')
    expect(harness.cache.emailLoginUsed.get()).toBeUndefined()
  })
})

describe('session', () => {
  it('[CALL-09][CALL-21] keeps the FRAME_SESSION_UPDATE token and hands it back on IS_CONNECTED', async () => {
    const { provider, fake, cache } = await createAuthHarness()
    fake.emit({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'session-1' } })
    await deliver()
    expect(cache.frameSessionToken.get()).toBe('session-1')
    const connected = track(provider.isConnected())
    expect(fake.lastSent('APP_IS_CONNECTED')).toMatchObject({ payload: { token: 'session-1' } })
    fake.succeed(fake.lastSent('APP_IS_CONNECTED'), { isConnected: true })
    await deliver()
    expect(connected.value).toEqual({ isConnected: true })
  })

  it('[CALL-09] sends IS_CONNECTED without a token when none is stored', async () => {
    const { provider, fake } = await createAuthHarness()
    track(provider.isConnected())
    expect(fake.lastSent('APP_IS_CONNECTED')).toMatchObject({ payload: {} })
  })
})
