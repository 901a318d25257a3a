import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import * as blockchainApi from '../../generated/blockchain-api/index.js'
import type { OperationEntry } from '../../generated/operation-entry.js'
import * as projectApi from '../../generated/project-api/index.js'
import { fireAndRead, launchBrowser, openOperation, openPlayground } from './browser.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'
import { setQuoteLifetime } from './quote-lifetime.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const everyOperation = [
  ...Object.values<OperationEntry>(blockchainApi.operations).map(
    (o) => ['blockchain-api', o] as const,
  ),
  ...Object.values<OperationEntry>(projectApi.operations).map((o) => ['project-api', o] as const),
]

describe('the API devtools against the devnet', () => {
  it("fires every example labelled with a status (built from the devnet's state) of every operation, and gets that status with a validated reply", async () => {
    const { page, close } = await openPlayground(browser, '#operations')
    const outcomes: string[] = []
    const expected: string[] = []
    for (const [api, operation] of everyOperation) {
      const { operationId } = operation
      await openOperation(page, api, operationId)
      const options = await page.locator('#operation-example option').evaluateAll((list) =>
        list.map((option) => ({
          value: option.getAttribute('value') ?? '',
          label: option.textContent,
        })),
      )
      // The form starts from the first devnet example; the recorded ones are labelled recorded-only.
      expect(await page.inputValue('#operation-example')).toBe('devnet:0')
      for (const { value, label } of options) {
        if (!value.startsWith('devnet:')) {
          expect(label).toMatch(/^recorded-only · /)
          continue
        }
        const labelled = /^(\d{3}) · /.exec(label)?.[1]
        await page.selectOption('#operation-example', value)
        const { outcome, status, text } = await fireAndRead(page)
        const validated = outcome === 'reply' || outcome === 'http-error' ? 'validated' : outcome
        outcomes.push(`${operationId} ${label}: ${String(validated)} ${String(status)}`)
        expected.push(`${operationId} ${label}: validated ${String(labelled)}`)
        // Labels that promise content get it: a name for the named address, both prices.
        if (label.includes('a known address with a name')) expect(text).toContain('.reown.id')
        if (operationId === 'getFungiblePrice')
          expect(text).toMatch(/ETH[\s\S]*USDC|USDC[\s\S]*ETH/)
        if (validated !== 'validated') outcomes.push(`  ${text.replace(/\s+/g, ' ').slice(0, 300)}`)
      }
    }
    await close()
    expect(outcomes).toEqual(expected)
  })

  it("says the forms start from the devnet's state, and Fire stays off until the form is filled", async () => {
    // The devnet's state arrives a second late, as on a slow first load.
    const { page, close } = await openPlayground(
      browser,
      '#operations',
      'light',
      async (context) => {
        await context.route('**/devnet-state', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1000))
          await route.continue()
        })
      },
    )
    expect(await page.locator('article.panel.empty').innerText()).toContain(
      "Its form is prefilled first from the devnet's state",
    )
    await page.click('[data-operation="blockchain-api/getBalance"]')
    const fire = page.locator('button.primary[type="submit"]')
    await page.locator('article[data-examples="loading"]').waitFor()
    expect([await fire.isDisabled(), await fire.innerText()]).toEqual([true, 'Filling the form…'])
    await page.locator('article[data-examples="ready"]').waitFor()
    expect([await fire.isDisabled(), await fire.innerText()]).toEqual([false, 'Fire'])
    expect((await fireAndRead(page)).status).toBe('200')
    await close()
  })

  it('builds the swap example whenever it is fired: it asks for a fresh quote of its swap first', async () => {
    const swapper = inject('endpoints').accounts.eip155?.[OWN_DEV_ACCOUNTS.devtoolsSwap] ?? ''
    const { page, close } = await openPlayground(browser, '#operations')
    await openOperation(page, 'blockchain-api', 'getConvertQuotes')
    await page.fill('#parameter-query-userAddress', `eip155:1:${swapper}`)
    expect((await fireAndRead(page)).status).toBe('200')
    // The quote just fired is stale a second later: a swap built from it alone is refused.
    await setQuoteLifetime(swapper, 1000)
    await new Promise((resolve) => setTimeout(resolve, 1200))

    await openOperation(page, 'blockchain-api', 'buildConvertTransaction')
    expect(await page.locator('[data-prepare-note]').innerText()).toContain(
      'asks getConvertQuotes for a fresh quote of this swap first',
    )
    const body = await page.inputValue('#request-body')
    await page.fill(
      '#request-body',
      body.replace(/"userAddress": "[^"]+"/, `"userAddress": "eip155:1:${swapper}"`),
    )
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(inject('endpoints').blockchainApi))
        sent.push(new URL(request.url()).pathname)
    })
    const fired = await fireAndRead(page)
    expect([fired.outcome, fired.status]).toEqual(['reply', '200'])
    const prepared = page.locator('[data-prepared="getConvertQuotes"]')
    expect(await prepared.getAttribute('data-prepared-status')).toBe('200')
    expect(sent.map((path) => path.split('/').at(-1))).toEqual(['quotes', 'build-transaction'])
    await setQuoteLifetime(swapper, 30_000)
    await close()
  })

  it('[CALL-29] shows the request as sent, with the projectId, st and sv the client adds, and the time taken', async () => {
    const { page, close } = await openPlayground(browser, '#operations')
    await openOperation(page, 'blockchain-api', 'getSupportedChains')
    const { outcome, status, text } = await fireAndRead(page)
    expect([outcome, status]).toEqual(['reply', '200'])
    const url = new URL(
      (await page.locator('.request-url').innerText()).replace(/^GET /, '').trim(),
    )
    expect(url.origin).toBe(inject('endpoints').blockchainApi)
    expect(url.pathname).toBe('/v1/supported-chains')
    expect(url.searchParams.get('projectId')).toBe(inject('endpoints').projectId)
    expect(url.searchParams.get('st')).toBe('portico')
    expect(url.searchParams.get('sv')).toMatch(/^portico-js-/)
    expect(text).toMatch(/Time\s+\d+ ms/)
    expect(text).toContain('Validated reply')
    await close()
  })

  it('refuses a malformed path parameter with the validation error and sends nothing (Enter fires)', async () => {
    const { page, close } = await openPlayground(browser, '#operations')
    await openOperation(page, 'blockchain-api', 'getIdentity')
    const sent: string[] = []
    const blockchainApiUrl = inject('endpoints').blockchainApi
    page.on('request', (request) => {
      if (request.url().startsWith(blockchainApiUrl)) sent.push(request.url())
    })
    await page.fill('[data-parameter="path.address"]', '0xnot-an-address')
    const { outcome, text } = await fireAndRead(page, {
      selector: '[data-parameter="path.address"]',
      key: 'Enter',
    })
    expect(outcome).toBe('request-invalid')
    expect(text).toContain('Invalid path for getIdentity: /address')
    expect(text).toContain('not sent')
    expect(sent).toEqual([])
    await close()
  })

  it('passes a typed field that does not convert on to validation, which names it', async () => {
    const { page, close } = await openPlayground(browser, '#operations')
    await openOperation(page, 'project-api', 'getWallets')
    const sent: string[] = []
    const projectApiUrl = inject('endpoints').projectApi
    page.on('request', (request) => {
      if (request.url().startsWith(projectApiUrl)) sent.push(request.url())
    })
    await page.fill('[data-parameter="query.page"]', 'two')
    const { outcome, text } = await fireAndRead(page, {
      selector: '[data-parameter="query.page"]',
      key: 'Enter',
    })
    expect(outcome).toBe('request-invalid')
    expect(text).toContain('Invalid query for getWallets: /page')
    expect(sent).toEqual([])
    await close()
  })
})
