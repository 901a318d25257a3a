import { describe, expect, it } from 'vitest'
import { secureSiteDevnetPerFile } from './secure-site-test-devnet.js'

const devnet = secureSiteDevnetPerFile()

const post = (path: string, body: unknown, token?: string) => devnet().post(path, body, token)

function latestCode(email: string): string {
  const code = devnet()
    .mailbox.messages(email)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1]
  if (code === undefined) throw new Error(`No code was delivered to ${email}`)
  return code
}

const wrongCodeFor = (code: string): string => (code === '000000' ? '111111' : '000000')

async function sessionEmail(token: string): Promise<unknown> {
  const { body } = await devnet().session(token)
  return typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined
}

describe('devnet secure site: email change', () => {
  it('[CALL-15] [CALL-16] mails a code to the current email, then to the new one; the wallet moves to the new email', async () => {
    const from = 'mover@example.org'
    const to = 'moved@example.org'
    const { token, address } = await devnet().signIn(from)
    const mailsToNew = devnet().mailbox.messages(to).length

    const started = await post('/api/email/update', { email: to }, token)
    expect(started).toEqual({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    // Only the current email has a code so far.
    expect(devnet().mailbox.messages(to)).toHaveLength(mailsToNew)
    const primary = latestCode(from)
    expect(devnet().mailbox.messages(from).at(-1)?.subject).toBe('Your Portico email change code')

    // The new email's step cannot come first.
    const early = await post('/api/email/update/secondary', { otp: primary }, token)
    expect(early).toEqual({ status: 409, body: { message: 'Start an email change first' } })
    const wrong = await post('/api/email/update/primary', { otp: wrongCodeFor(primary) }, token)
    expect(wrong).toEqual({ status: 401, body: { message: 'Invalid code' } })
    expect(await post('/api/email/update/primary', { otp: primary }, token)).toEqual({
      status: 204,
      body: undefined,
    })
    // Single use: the same code again is no longer pending.
    const reused = await post('/api/email/update/primary', { otp: primary }, token)
    expect(reused).toEqual({ status: 409, body: { message: 'Start an email change first' } })

    const secondary = latestCode(to)
    const wrongSecondary = await post(
      '/api/email/update/secondary',
      { otp: wrongCodeFor(secondary) },
      token,
    )
    expect(wrongSecondary).toEqual({ status: 401, body: { message: 'Invalid code' } })
    const done = await post('/api/email/update/secondary', { otp: secondary }, token)
    expect(done).toEqual({ status: 200, body: { newEmail: to } })
    expect(await post('/api/email/update/secondary', { otp: secondary }, token)).toEqual({
      status: 409,
      body: { message: 'Start an email change first' },
    })

    // The session now signs in the new email, and a fresh login with it reaches the same wallet.
    expect(await sessionEmail(token)).toBe(to)
    expect((await devnet().signIn(to)).address).toBe(address)
    // The old email no longer opens that wallet.
    expect((await devnet().signIn(from)).address).not.toBe(address)
  })

  it('refuses an email already in use, the same email, a social login and a missing session', async () => {
    const { token } = await devnet().signIn('keeper@example.org')
    await devnet().signIn('taken@example.org')
    expect(await post('/api/email/update', { email: 'taken@example.org' }, token)).toEqual({
      status: 409,
      body: { message: 'This email is already in use' },
    })
    expect(await post('/api/email/update', { email: 'keeper@example.org' }, token)).toEqual({
      status: 400,
      body: { message: 'The new email is the same as the current one' },
    })
    expect((await post('/api/email/update', { email: 'not an email' }, token)).status).toBe(400)
    expect((await post('/api/email/update/primary', { otp: '12345' }, token)).status).toBe(400)
    expect((await post('/api/email/update', { email: 'x@example.org' })).status).toBe(401)
  })

  it('refuses the change when the new email got a wallet while the change was pending', async () => {
    const { token, address } = await devnet().signIn('slow@example.org')
    await post('/api/email/update', { email: 'quick@example.org' }, token)
    await post('/api/email/update/primary', { otp: latestCode('slow@example.org') }, token)
    const secondary = latestCode('quick@example.org')
    await devnet().signIn('quick@example.org')
    expect(await post('/api/email/update/secondary', { otp: secondary }, token)).toEqual({
      status: 409,
      body: { message: 'This email is already in use' },
    })
    expect(await sessionEmail(token)).toBe('slow@example.org')
    expect((await devnet().signIn('slow@example.org')).address).toBe(address)
  })
})
