import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import * as blockchainApi from '../../generated/blockchain-api/index.js'
import type { OperationEntry } from '../../generated/operation-entry.js'
import * as projectApi from '../../generated/project-api/index.js'
import { fireAndRead, launchBrowser, openOperation, openPlayground } from './browser.js'

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

/**
 * Operations whose recorded success was captured from the real service, with ids the devnet does
 * not have (mainnet token addresses, sessions, names, signatures, cursors). For these the walk
 * picks the recorded error case with the status the devnet answers; its body must still validate.
 */
const DEVNET_ANSWERS_AN_ERROR_CASE: Readonly<Record<string, number>> = {
  getTransactionHistory: 400, // the recorded cursor names no devnet transaction
  getConvertQuotes: 400, // mainnet USDC is no devnet token
  getConvertAllowance: 400,
  buildConvertTransaction: 400,
  buildConvertApprove: 400,
  registerName: 400, // the recorded signature is not the devnet account's
  getSession: 404, // the recorded session does not exist on the devnet
  revokeSession: 404,
}

describe('the API devtools against the devnet', () => {
  it('fires every operation of both documents with its recorded example, and every reply validates', async () => {
    const { page, close } = await openPlayground(browser, '#operations')
    const outcomes: string[] = []
    for (const [api, operation] of everyOperation) {
      const { operationId } = operation
      await openOperation(page, api, operationId)
      const errorStatus = DEVNET_ANSWERS_AN_ERROR_CASE[operationId]
      if (errorStatus !== undefined) {
        const option = page.locator('#operation-example option', {
          hasText: new RegExp(`^${String(errorStatus)} · `),
        })
        const file = await option.first().getAttribute('value')
        await page.selectOption('#operation-example', file ?? '')
      }
      const { outcome, status, text } = await fireAndRead(page)
      const ok = outcome === 'reply' && Number(status) >= 200 && Number(status) < 300
      outcomes.push(
        ok
          ? `${operationId}: validated 2xx`
          : `${operationId}: ${String(outcome)} ${String(status)}`,
      )
      if (outcome === 'contract-violation' || outcome === 'failed')
        outcomes.push(`  ${text.replace(/\s+/g, ' ').slice(0, 300)}`)
    }
    await close()
    expect(outcomes).toEqual(
      everyOperation.map(([, { operationId }]) => {
        const errorStatus = DEVNET_ANSWERS_AN_ERROR_CASE[operationId]
        return errorStatus === undefined
          ? `${operationId}: validated 2xx`
          : `${operationId}: http-error ${String(errorStatus)}`
      }),
    )
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
