import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { secureSiteDevnetPerFile } from './secure-site-test-devnet.js'
import { isRecord } from '../../../src/utils/is-record.js'

const devnet = secureSiteDevnetPerFile()

const OPENER = 'http://127.0.0.1:5173'

function field(body: unknown, name: string): string {
  const value = isRecord(body) ? body[name] : undefined
  if (typeof value !== 'string') throw new Error(`no ${name} in ${JSON.stringify(body)}`)
  return value
}

/** Starts a social login and reads its state from the consent URI the site hands out. */
async function startSocial(provider: string) {
  const started = await devnet().post('/api/social/start', { provider, openerOrigin: OPENER })
  expect(started.status).toBe(200)
  const uri = new URL(field(started.body, 'uri'))
  expect(uri.origin).toBe(devnet().site.url)
  expect(uri.pathname).toBe('/social/consent')
  return { uri, state: uri.searchParams.get('state') ?? '' }
}

describe('social login on the devnet secure site', () => {
  it('runs start, consent and exchange into a session whose user has the email and an embedded wallet', async () => {
    const { uri, state } = await startSocial('google')
    const page = await fetch(uri)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).toContain('Sign in with Google')
    expect(html).toContain(OPENER)

    const granted = await devnet().post('/api/social/grant', { state, account: 'Ada@Example.org' })
    expect(granted.status).toBe(200)
    const resultUri = field(granted.body, 'resultUri')
    expect(new URL(resultUri).origin).toBe(devnet().site.url)

    const exchanged = await devnet().post('/api/social/exchange', { resultUri })
    expect(exchanged.status).toBe(200)
    expect(exchanged.body).toMatchObject({
      email: 'ada@example.org',
      userName: null,
      socialProvider: 'google',
    })
    const address = field(exchanged.body, 'address')
    expect(isAddress(address)).toBe(true)
    const token = field(exchanged.body, 'token')
    expect((await devnet().session(token)).body).toMatchObject({
      email: 'ada@example.org',
      address,
    })

    // A code buys one session only; the same account signs in to the same wallet again.
    expect((await devnet().post('/api/social/exchange', { resultUri })).status).toBe(401)
    const again = await startSocial('google')
    const regranted = await devnet().post('/api/social/grant', {
      state: again.state,
      account: 'ada@example.org',
    })
    const second = await devnet().post('/api/social/exchange', {
      resultUri: field(regranted.body, 'resultUri'),
    })
    expect(field(second.body, 'address')).toBe(address)
  })

  it('signs in by user name where the provider has no email, in a wallet apart from the email one', async () => {
    const { state } = await startSocial('x')
    const refused = await devnet().post('/api/social/grant', { state, account: 'ada@example.org' })
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Invalid body: account must be a user name of letters, digits, _ . or -' },
    })
    const granted = await devnet().post('/api/social/grant', { state, account: 'ada_x' })
    const exchanged = await devnet().post('/api/social/exchange', {
      resultUri: field(granted.body, 'resultUri'),
    })
    expect(exchanged.body).toMatchObject({ email: null, userName: 'ada_x', socialProvider: 'x' })
  })

  it('where popups are blocked, the consent page carries the opener’s page to go back to, and only a page of the opener', async () => {
    const returnTo = `${OPENER}/swap?token=usdc`
    const started = await devnet().post('/api/social/start', {
      provider: 'x',
      openerOrigin: OPENER,
      returnTo,
    })
    expect(started.status).toBe(200)
    const page = await (await fetch(field(started.body, 'uri'))).text()
    expect(page).toContain('"returnTo"')
    expect(page).toContain('swap?token=usdc')
    const elsewhere = await devnet().post('/api/social/start', {
      provider: 'x',
      openerOrigin: OPENER,
      returnTo: 'https://evil.example/',
    })
    expect(elsewhere).toEqual({
      status: 400,
      body: { message: 'Invalid body: returnTo must be a page of openerOrigin' },
    })
  })

  it('refuses a login opened by a page that may not embed the frame, and a state used twice', async () => {
    const foreign = await devnet().post('/api/social/start', {
      provider: 'google',
      openerOrigin: 'https://evil.example',
    })
    expect(foreign).toEqual({
      status: 403,
      body: { message: 'https://evil.example may not open a login on this site' },
    })
    // Nor may a page the project allows open one in another page's name.
    expect(
      await devnet().post('/api/social/start', {
        provider: 'google',
        openerOrigin: 'http://127.0.0.1:9',
      }),
    ).toEqual({
      status: 403,
      body: { message: 'http://127.0.0.1:9 may not open a login on this site' },
    })
    const unknown = await devnet().post('/api/social/start', {
      provider: 'myspace',
      openerOrigin: OPENER,
    })
    expect(unknown.status).toBe(400)

    const { uri, state } = await startSocial('github')
    await devnet().post('/api/social/grant', { state, account: 'octo' })
    expect((await devnet().post('/api/social/grant', { state, account: 'octo' })).status).toBe(410)
    expect((await fetch(uri)).status).toBe(410)
  })

  it('refuses a result URI of another site or with a code of another login', async () => {
    const { state } = await startSocial('discord')
    const granted = await devnet().post('/api/social/grant', { state, account: 'ada' })
    const resultUri = new URL(field(granted.body, 'resultUri'))
    const elsewhere = new URL(resultUri.pathname + resultUri.search, 'https://evil.example')
    expect(
      (await devnet().post('/api/social/exchange', { resultUri: elsewhere.href })).status,
    ).toBe(400)
    const other = await startSocial('discord')
    resultUri.searchParams.set('state', other.state)
    expect(
      (await devnet().post('/api/social/exchange', { resultUri: resultUri.href })).body,
    ).toEqual({
      message: 'The login code is for another login',
    })
  })
})

describe('Farcaster login on the devnet secure site', () => {
  it('waits on the channel until the approval page approves it, then hands out one session', async () => {
    const started = await devnet().post('/api/farcaster/start', {})
    const url = new URL(field(started.body, 'url'))
    expect(url.pathname).toBe('/farcaster/approve')
    const channel = url.searchParams.get('channel') ?? ''

    // Not approved yet: the held wait ends with "pending" and the frame asks again.
    expect(await devnet().post('/api/farcaster/wait', { channel })).toEqual({
      status: 202,
      body: { pending: true },
    })
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Sign in with Farcaster')

    const waiting = devnet().post('/api/farcaster/wait', { channel })
    const approved = await devnet().post('/api/farcaster/approve', { channel, userName: 'ada-fc' })
    expect(approved).toEqual({ status: 200, body: { approved: true } })
    const signedIn = await waiting
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({
      email: null,
      userName: 'ada-fc',
      socialProvider: 'farcaster',
    })
    expect(isAddress(field(signedIn.body, 'address'))).toBe(true)

    expect((await devnet().post('/api/farcaster/approve', { channel, userName: 'x' })).status).toBe(
      410,
    )
    expect((await devnet().post('/api/farcaster/wait', { channel })).status).toBe(202)
  })

  it('refuses a malformed channel or user name with a 400 naming it', async () => {
    expect(await devnet().post('/api/farcaster/wait', { channel: 'nope' })).toEqual({
      status: 400,
      body: { message: 'Invalid request body /channel must match pattern "^[0-9a-f]{32}$"' },
    })
    const started = await devnet().post('/api/farcaster/start', {})
    const channel = new URL(field(started.body, 'url')).searchParams.get('channel')
    const bad = await devnet().post('/api/farcaster/approve', { channel, userName: '<script>' })
    expect(bad.status).toBe(400)
  })
})
