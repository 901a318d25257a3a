import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestProjectApi, type TestProjectApi } from './start-test-project-api.js'

// The Project API's reproductions of issue 14.
let test: TestProjectApi

beforeAll(async () => {
  test = await startTestProjectApi()
})

afterAll(async () => {
  await test.stop()
})

const get = async (path: string) => {
  const response = await fetch(`${test.api.url}${path}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('Project API under hostile requests (issue 14)', () => {
  it('refuses getWallets page=0xfff (and other non-decimal numbers) instead of reading 4095', async () => {
    for (const page of ['0xfff', '0b1', '1e', 'Infinity', ' 1']) {
      const reply = await get(
        `/getWallets?projectId=portico-devnet&page=${encodeURIComponent(page)}&entries=4`,
      )
      expect(reply.status, page).toBe(400)
      expect(reply.body).toEqual({ message: expect.stringContaining('/page') as unknown })
    }
    expect((await get('/getWallets?projectId=portico-devnet&page=2&entries=4')).status).toBe(200)
  })

  it('answers a malformed escape in a path parameter with 400', async () => {
    expect(await get('/getWalletImage/%E0%A4%A?projectId=portico-devnet')).toEqual({
      status: 400,
      body: { message: 'Malformed percent-escape in path parameter id' },
    })
  })

  it('refuses a PUT from another site and keeps the persisted state as it was', async () => {
    const files = () =>
      readdirSync(test.stateDir).map((name) => readFileSync(join(test.stateDir, name), 'utf8'))
    const before = files()
    const reply = await fetch(`${test.api.url}/devnet/features`, {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ features: [] }),
    })
    expect(reply.status).toBe(403)
    expect(files()).toEqual(before)
  })
})
