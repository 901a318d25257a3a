import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPortico } from '../../../src/instance/create-instance.js'
import { PorticoError } from '../../../src/core/portico-error.js'
import { searchWallets } from '../../../src/headless/search-wallets.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'
import { offlineOptions } from '../offline-options.js'

let projectApi: RecordedServer
beforeAll(async () => {
  projectApi = await startRecordedServer('project-api')
})
afterAll(() => projectApi.close())

const onRecordedServer = () =>
  createPortico({
    ...offlineOptions,
    apiUrls: { ...offlineOptions.apiUrls, projectApi: projectApi.url },
    window: undefined,
    document: undefined,
  })

describe('searchWallets', () => {
  it('asks the registry for the page and search given, narrowed to the app’s networks, and answers registry entries with their images', async () => {
    projectApi.serve('project-api/getWallets/first-page.json')
    const portico = onRecordedServer()
    const page = await searchWallets(portico, { query: ' Meta ', page: 2 })
    expect(projectApi.requests.at(-1)?.query).toMatchObject({
      page: 2,
      entries: 40,
      search: 'Meta',
      chains: 'eip155:1',
    })
    expect(page).toMatchObject({ page: 2, count: 422, hasMore: true })
    const [first] = page.wallets
    expect(first).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      kind: 'registry',
    })
    expect(first?.icon).toContain('5195e9db-94d8-4579-6f11-ef553be95100')
    await portico.destroy()
  })

  it('refuses a page that is not a whole number from 1, asking nothing', async () => {
    const portico = onRecordedServer()
    const asked = projectApi.requests.length
    for (const page of [0, 1.5, Number.NaN]) {
      await expect(searchWallets(portico, { page })).rejects.toThrow(PorticoError)
    }
    await expect(searchWallets(portico, { page: 0 })).rejects.toThrow(
      'The page must be a whole number from 1, not 0',
    )
    expect(projectApi.requests.length).toBe(asked)
    await portico.destroy()
  })
})
