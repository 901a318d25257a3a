import { describe, expect, it } from 'vitest'
import { deviceLabel } from '../../../devnet/secure-site/device-label.js'
import { isRecord } from '../../../src/utils/is-record.js'
import {
  frameHeaders,
  secureSiteDevnetPerFile,
  TEST_PARENT_ORIGIN,
  TEST_PROJECT_ID,
} from './secure-site-test-devnet.js'

const devnet = secureSiteDevnetPerFile()

const ENDED = { message: 'This session was ended from Account: sign in again' }

async function sessionsOf(token: string): Promise<unknown[]> {
  const response = await fetch(`${devnet().site.url}/api/sessions`, {
    headers: { authorization: `Bearer ${token}`, ...frameHeaders(devnet().site.url) },
  })
  const body: unknown = await response.json()
  if (!isRecord(body) || !Array.isArray(body.sessions)) throw new Error('no sessions listed')
  const sessions: unknown[] = body.sessions
  return sessions
}

const personalSign = (token: string, address: string) =>
  devnet().post(
    '/api/rpc',
    { chainId: 'eip155:1', method: 'personal_sign', params: ['0x68690a', address] },
    token,
  )

describe('devnet secure site: sessions the visitor controls', () => {
  it('lists where the login is signed in; ending one stops its signing at once', async () => {
    const email = 'sessions@example.org'
    const here = await devnet().signIn(email)
    const there = await devnet().signIn(email)
    await devnet().signIn('someone-else@example.org')
    expect((await personalSign(there.token, there.address)).status).toBe(200)

    const listed = await sessionsOf(here.token)
    expect(listed).toHaveLength(2)
    const place = { device: 'Node', projectId: TEST_PROJECT_ID, parentOrigin: TEST_PARENT_ORIGIN }
    // Most recently used first: this list's own request made `here` the latest.
    expect(listed).toMatchObject([
      { ...place, current: true },
      { ...place, current: false },
    ])
    for (const entry of listed) {
      if (!isRecord(entry)) throw new Error('a session is not an object')
      expect(Object.keys(entry).sort()).toEqual([
        'createdAt',
        'current',
        'device',
        'id',
        'lastUsedAt',
        'parentOrigin',
        'projectId',
      ])
      expect(entry.id).toMatch(/^[0-9a-f]{32}$/)
      expect(entry.lastUsedAt).toBeGreaterThanOrEqual(Number(entry.createdAt))
    }
    expect(JSON.stringify(listed)).not.toContain(there.token)
    expect(JSON.stringify(listed)).not.toContain(there.handle)
    const other = listed[1]
    if (!isRecord(other) || typeof other.id !== 'string') throw new Error('no session id')

    expect(await devnet().post('/api/sessions/end', { id: other.id }, here.token)).toEqual({
      status: 200,
      body: { ended: 1 },
    })
    expect(await personalSign(there.token, there.address)).toEqual({ status: 401, body: ENDED })
    expect(await devnet().session(there.token)).toEqual({ status: 401, body: ENDED })
    expect((await devnet().post('/api/handle', { handle: there.handle })).body).toEqual({
      isConnected: false,
    })
    expect(await devnet().post('/api/sessions/end', { id: other.id }, here.token)).toEqual({
      status: 404,
      body: { message: 'No such session of this login' },
    })
    expect((await personalSign(here.token, here.address)).status).toBe(200)
  })

  it('ends every other session and keeps this one; another login cannot end them', async () => {
    const email = 'sessions-all@example.org'
    const here = await devnet().signIn(email)
    const others = [await devnet().signIn(email), await devnet().signIn(email)]
    const stranger = await devnet().signIn('stranger@example.org')
    const [first] = await sessionsOf(others[0]?.token ?? '')
    if (!isRecord(first) || typeof first.id !== 'string') throw new Error('no session id')
    expect(await devnet().post('/api/sessions/end', { id: first.id }, stranger.token)).toEqual({
      status: 404,
      body: { message: 'No such session of this login' },
    })
    expect(await devnet().post('/api/sessions/end', { all: true }, here.token)).toEqual({
      status: 200,
      body: { ended: 2 },
    })
    for (const { token, address } of others) {
      expect(await personalSign(token, address)).toEqual({ status: 401, body: ENDED })
    }
    expect(await sessionsOf(here.token)).toEqual([expect.objectContaining({ current: true })])
    expect(await devnet().post('/api/sessions/end', { all: 'yes' }, here.token)).toEqual({
      status: 400,
      body: {
        message: 'Invalid request body /all must be equal to constant',
      },
    })
  })

  it('labels a device by its browser and system only', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
    expect(deviceLabel(chrome)).toBe('Chrome (Linux)')
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1')).toBe(
      'Safari (iOS)',
    )
    expect(deviceLabel('<img src=x onerror=alert(1)>')).toBeUndefined()
    expect(deviceLabel(undefined)).toBeUndefined()
  })
})
