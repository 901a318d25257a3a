import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validators } from '../../../generated/project-api/index.js'
import { HttpStatusError } from '../../../src/clients/http-status-error.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { startTestProjectApi, type TestProjectApi } from './start-test-project-api.js'

const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const METAMASK_IMAGE_ID = '5195e9db-94d8-4579-6f11-ef553be95100'
const TRUST_ID = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'

let test: TestProjectApi
beforeAll(async () => {
  test = await startTestProjectApi()
})
afterAll(() => test.stop())

const wallets = (query: Record<string, string | number> = {}) =>
  test.client.operations.getWallets({ params: { query } })

describe('devnet Project API: project operations', () => {
  it('[CALL-56] getProjectConfig answers the spec default features', async () => {
    const config = await test.client.operations.getProjectConfig()
    expect(validators.GetProjectConfigResponse.check(config)).toBe(true)
    expect(config.features).toContainEqual({ id: 'swaps', isEnabled: true, config: ['1inch'] })
    expect(config.features).toContainEqual({ id: 'email', isEnabled: true, config: null })
    expect(config.features).toContainEqual({ id: 'payments', isEnabled: false, config: null })
  })

  it('[CALL-57] getProjectLimits answers a starter plan within its limits', async () => {
    const limits = await test.client.operations.getProjectLimits()
    expect(validators.GetProjectLimitsResponse.check(limits)).toBe(true)
    expect(limits.planLimits).toEqual({
      tier: 'starter',
      isAboveMauLimit: false,
      isAboveRpcLimit: false,
      hasExceededUsageLimit: false,
    })
  })

  it('[CALL-58] getAllowedOrigins answers the loopback wildcards', async () => {
    await expect(test.client.getAllowedOrigins()).resolves.toEqual([
      'http://127.0.0.1:*',
      'http://localhost:*',
    ])
  })

  it('[CALL-60] getAnalyticsConfig answers isAnalyticsEnabled', async () => {
    const config = await test.client.operations.getAnalyticsConfig()
    expect(validators.GetAnalyticsConfigResponse.check(config)).toBe(true)
    expect(config.isAnalyticsEnabled).toBe(true)
  })

  it('refuses a request without projectId with 400 naming the parameter', async () => {
    const response = await fetch(`${test.api.url}/appkit/v1/config`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: expect.stringContaining('/projectId') as unknown,
    })
  })
})

describe('devnet Project API: wallet registry', () => {
  it('[CALL-59] getWallets pages the 422 wallets 40 at a time, in registry order', async () => {
    const first = await wallets({ page: 1, entries: 40 })
    const second = await wallets({ page: 2, entries: 40 })
    expect(validators.GetWalletsResponse.check(first)).toBe(true)
    expect(first.count).toBe(422)
    expect(first.data).toHaveLength(40)
    expect(second.data).toHaveLength(40)
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id)
    expect(first.data[0]).toMatchObject({ id: METAMASK_ID, name: 'MetaMask', order: 1 })
    const orders = [...first.data, ...second.data].map((wallet) => wallet.order)
    expect(orders).toEqual(orders.toSorted((a = 0, b = 0) => a - b))
  })

  it('answers 40 wallets by default and an empty page past the end', async () => {
    expect((await wallets()).data).toHaveLength(40)
    expect((await wallets({ page: 11, entries: 40 })).data).toHaveLength(422 - 10 * 40)
    await expect(wallets({ page: 12, entries: 40 })).resolves.toEqual({ count: 422, data: [] })
  })

  it('[ENT-15] a wallet listing carries id, name, rdns, image_id, chains, links and badge', async () => {
    const { data } = await wallets({ include: METAMASK_ID })
    expect(data).toEqual([
      {
        id: METAMASK_ID,
        name: 'MetaMask',
        homepage: 'https://metamask.io/',
        image_id: METAMASK_IMAGE_ID,
        order: 1,
        rdns: 'io.metamask',
        chains: ['eip155:1'],
        mobile_link: 'metamask://',
        desktop_link: null,
        webapp_link: null,
        badge: null,
      },
    ])
  })

  it('[CALL-59] search matches wallet names case-insensitively and counts every match', async () => {
    const found = await wallets({ search: 'META', entries: 1 })
    expect(found.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    expect(found.count).toBeGreaterThan(1)
    const all = await wallets({ search: 'meta', entries: 100 })
    expect(all.data).toHaveLength(found.count)
    for (const wallet of all.data) expect(wallet.name.toLowerCase()).toContain('meta')
  })

  it('[CALL-59] include, exclude, rdns, names and chains filter the registry', async () => {
    const included = await wallets({ include: `${TRUST_ID},${METAMASK_ID}` })
    expect(included.data.map((wallet) => wallet.id)).toEqual([METAMASK_ID, TRUST_ID])
    expect(included.count).toBe(2)

    const excluded = await wallets({ exclude: METAMASK_ID, entries: 500 })
    expect(excluded.count).toBe(421)
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain(METAMASK_ID)

    const byRdns = await wallets({ rdns: 'io.metamask,com.trustwallet.app' })
    expect(byRdns.data.map((wallet) => wallet.rdns)).toEqual(['io.metamask', 'com.trustwallet.app'])

    const byName = await wallets({ names: 'metamask, Trust Wallet' })
    expect(byName.data.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Trust Wallet'])

    const onPolygon = await wallets({ chains: 'eip155:137', entries: 500 })
    expect(onPolygon.count).toBeGreaterThan(0)
    expect(onPolygon.count).toBeLessThan(422)
    for (const wallet of onPolygon.data) expect(wallet.chains).toContain('eip155:137')
  })

  it('[CALL-59] badge filters: every registry badge is null, so only "none" matches', async () => {
    await expect(wallets({ badge_type: 'certified' })).resolves.toEqual({ count: 0, data: [] })
    await expect(wallets({ badge: 'certified' })).resolves.toEqual({ count: 0, data: [] })
    expect((await wallets({ badge_type: 'none', badge: 'none' })).count).toBe(422)
  })

  it('refuses malformed paging with 400 naming the parameter', async () => {
    for (const [query, name] of [
      ['page=abc', '/page'],
      ['page=0', '/page'],
      ['entries=1.5', '/entries'],
      ['colour=red', '/colour'],
    ] as const) {
      const response = await fetch(
        `${test.api.url}/getWallets?projectId=${DEVNET_PROJECT_ID}&${query}`,
      )
      expect(response.status).toBe(400)
      const body: unknown = await response.json()
      expect(validators.ApiError.check(body)).toBe(true)
      expect(body).toEqual({ message: expect.stringContaining(name) as unknown })
    }
  })
})

describe('devnet Project API: images', () => {
  const svgText = async (image: unknown): Promise<string> => {
    if (!(image instanceof Blob)) throw new Error('The image is not a Blob')
    expect(image.type).toBe('image/svg+xml')
    return image.text()
  }

  it('[CALL-55] answers every image operation with an SVG blob', async () => {
    const { operations } = test.client
    const images = [
      await operations.getWalletImage({ params: { path: { id: METAMASK_IMAGE_ID } } }),
      await operations.getAssetImage({ params: { path: { id: 'eip155-1' } } }),
      await operations.getCurrencyImage({ params: { path: { id: 'USD' } } }),
      await operations.getTokenImage({ params: { path: { id: 'USDC' } } }),
    ]
    const texts = await Promise.all(images.map(svgText))
    for (const text of texts) expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(texts[0]).toContain('>MM</text>')
    expect(texts[2]).toContain('>USD</text>')
    expect(texts[3]).toContain('>USDC</text>')
  })

  it('draws the same image for the same id and another colour for another id', async () => {
    const token = async (id: string) =>
      svgText(await test.client.operations.getTokenImage({ params: { path: { id } } }))
    const fillOf = (svg: string) => /fill="(hsl[^"]+)"/.exec(svg)?.[1]
    const [eth, ethAgain, dai] = await Promise.all([token('ETH'), token('ETH'), token('DAI')])
    expect(ethAgain).toBe(eth)
    expect(fillOf(dai)).not.toBe(fillOf(eth))
  })

  it('answers 404 with an ApiError for an unknown wallet image id', async () => {
    const error = await test.client.operations
      .getWalletImage({ params: { path: { id: 'no-such-image' } } })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 404, body: { message: expect.any(String) as unknown } })
  })
})
