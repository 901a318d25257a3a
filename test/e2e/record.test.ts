import { rmSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { responseEntry } from '../../src/clients/response-entry.js'
import { operationsOf, validatorsOf } from '../contract/contract-sources.js'
import { readRecorded, recordedDir } from '../contract/recorded.js'
import { startPlayground, type RunningPlayground } from '../../playground/server.js'
import { fireAndRead, launchBrowser, openOperation, openPlayground } from './browser.js'
import { allowOnly, repoRoot } from './e2e-devnet.js'

let browser: Browser
const written: string[] = []
// The suite's playground is a build, whose list of recorded cases is fixed when it is built; a
// case written by Record shows in the list at once and after a reload only on the dev server
// (`npm start`), so this file runs its own, allowed by the devnet project next to the suite's.
let devServer: RunningPlayground | undefined
const suiteOrigin = (): string => new URL(inject('playgroundUrl')).origin
const open = (hash: string) => {
  if (!devServer) throw new Error("The playground's dev server is not running")
  return openPlayground(browser, hash, 'light', undefined, devServer.url)
}
beforeAll(async () => {
  const endpoints = inject('endpoints')
  devServer = await startPlayground({
    port: 0,
    devnetToolsUrl: endpoints.devnetTools,
    endpointsFile: inject('endpointsFile'),
  })
  await allowOnly(endpoints.projectApi, [suiteOrigin(), new URL(devServer.url).origin])
  browser = await launchBrowser()
})
// Deleted once the browser is closed: a file deleted while a page still had the playground open
// raced the HMR transform of the recorded list, and the import of the vanished file stuck as
// Vite's error overlay over the next page.
afterAll(async () => {
  await browser.close()
  for (const file of written.splice(0)) rmSync(file, { force: true })
  await allowOnly(inject('endpoints').projectApi, [suiteOrigin()])
  await devServer?.close()
})

/** Records the fired reply from the page and answers the file the tools server wrote. */
async function recordFrom(
  api: string,
  operationId: string,
  description: string,
  exampleStatus?: number,
) {
  const { page, close } = await open('#operations')
  await openOperation(page, api, operationId)
  if (exampleStatus !== undefined) {
    const option = page.locator('#operation-example option', {
      hasText: new RegExp(`^${String(exampleStatus)} · `),
    })
    await page.selectOption(
      '#operation-example',
      (await option.first().getAttribute('value')) ?? '',
    )
  }
  const fired = await fireAndRead(page)
  const file = await recordOn(page, description)
  await close()
  return { fired, file }
}

/** Records the reply the page shows under `description`: the file written, deleted after. */
async function recordOn(page: Page, description: string): Promise<string> {
  await page.fill('#record-description', description)
  await page.click('form[aria-label="Record"] button[type="submit"]')
  const saved = page.locator('[data-recorded-file]')
  await saved.waitFor()
  const file = join(repoRoot, (await saved.getAttribute('data-recorded-file')) ?? '')
  written.push(file)
  return file
}

/** The problems the contract suite would find in one recorded reply (as responses.test.ts checks). */
function contractProblems(file: string): string[] {
  const name = relative(recordedDir, file)
  const recorded = readRecorded().responses.find((response) => response.file === name)
  if (!recorded) return [`${name} is not read as a recorded response`]
  const operation = operationsOf(recorded.source).find(
    (entry) => entry.operationId === recorded.operationId,
  )
  const entry = operation && responseEntry(operation, recorded.status)
  if (!operation || !entry)
    return [`${recorded.operationId} declares no ${String(recorded.status)}`]
  const { schemas, parameters } = validatorsOf(recorded.source)
  const problems: string[] = []
  if (entry.schema) {
    const issues = schemas[entry.schema]?.errors(recorded.body) ?? [{ path: '', message: 'none' }]
    problems.push(...issues.map((i) => `body${i.path} ${i.message}`))
  } else if (recorded.body !== undefined) problems.push('a reply without content has a body')
  const common = { projectId: 'recorded', st: 'portico', sv: 'portico-0.1.0' }
  for (const location of ['path', 'query'] as const) {
    const value =
      location === 'query'
        ? { ...common, ...recorded.request.query }
        : (recorded.request.path ?? {})
    const issues = parameters[`${recorded.operationId}.${location}`]?.errors(value) ?? []
    problems.push(...issues.map((i) => `${location}${i.path} ${i.message}`))
  }
  const bodySchema = operation.requestBody?.schema
  if (bodySchema) {
    const issues = schemas[bodySchema]?.errors(recorded.request.body) ?? []
    problems.push(...issues.map((i) => `request body${i.path} ${i.message}`))
  }
  return problems
}

describe('Record', () => {
  it('saves a fired reply as a recorded payload that the contract tests accept', async () => {
    const { fired, file } = await recordFrom(
      'blockchain-api',
      'getBalance',
      'the dev wallet account on the devnet (e2e, deleted after)',
    )
    expect(fired.outcome).toBe('reply')
    expect(relative(repoRoot, file)).toMatch(
      /^test\/contract\/recorded\/blockchain-api\/getBalance\/recorded-[\dT-]+Z\.json$/,
    )
    expect(contractProblems(file)).toEqual([])
    const recorded = readRecorded().responses.find((r) => r.file === relative(recordedDir, file))
    expect(recorded).toMatchObject({
      operationId: 'getBalance',
      status: 200,
      valid: true,
      description: 'the dev wallet account on the devnet (e2e, deleted after)',
    })
  })

  it('saves a validated error reply and a reply without content the same way', async () => {
    const notFound = await recordFrom(
      'blockchain-api',
      'getSession',
      'a session the devnet never opened (e2e, deleted after)',
      404,
    )
    expect([notFound.fired.outcome, notFound.fired.status]).toEqual(['http-error', '404'])
    expect(contractProblems(notFound.file)).toEqual([])
    const accepted = await recordFrom(
      'project-api',
      'postErrorEvent',
      'an error event the devnet sink took (e2e, deleted after)',
    )
    expect([accepted.fired.outcome, accepted.fired.status]).toEqual(['reply', '204'])
    expect(contractProblems(accepted.file)).toEqual([])
  })

  it("keeps the query a GET sent (with the client's projectId, st and sv), and lists the new case in the picker at once and after a reload", async () => {
    const { page, close } = await open('#operations')
    await openOperation(page, 'blockchain-api', 'getConvertTokens')
    expect((await fireAndRead(page)).status).toBe('200')
    const description = 'the tokens of eip155:1 on the devnet (e2e, deleted after)'
    const file = await recordOn(page, description)
    const name = relative(recordedDir, file)
    const { query } = readRecorded().responses.find((r) => r.file === name)?.request ?? {}
    expect(query).toMatchObject({
      chainId: 'eip155:1',
      projectId: inject('endpoints').projectId,
      st: 'portico',
    })
    expect(Object.keys(query ?? {}).sort()).toEqual(['chainId', 'projectId', 'st', 'sv'])
    expect(contractProblems(file)).toEqual([])
    const option = page.locator(`#operation-example option[value="${basename(file)}"]`)
    expect(await option.innerText()).toBe(
      `recorded-only · 200 · ${description} (${basename(file)})`,
    )
    await page.reload()
    await page.locator('article[data-examples="ready"]').waitFor()
    expect(await option.innerText()).toBe(
      `recorded-only · 200 · ${description} (${basename(file)})`,
    )
    await close()
  })

  it('is off for a binary reply, which is recorded by hand, and says why with no description', async () => {
    const { page, close } = await open('#operations')
    await openOperation(page, 'project-api', 'getWalletImage')
    expect((await fireAndRead(page)).outcome).toBe('reply')
    const record = page.locator('[aria-label="Record"]')
    expect(await record.locator('#record-description').count()).toBe(0)
    expect(await record.innerText()).toBe(
      'Record is off. Only a reply with a JSON body (or no content) can be recorded; nothing else was answered.',
    )
    await close()
  })

  it('writes a second identical reply not again, says so, and states the schema check of its status', async () => {
    const { page, close } = await open('#operations')
    await openOperation(page, 'blockchain-api', 'getSupportedChains')
    expect((await fireAndRead(page)).status).toBe('200')
    expect(await page.inputValue('#record-description')).toBe(
      'getSupportedChains 200 reply from the devnet',
    )
    const record = async () => {
      await page.click('form[aria-label="Record"] button[type="submit"]')
      const saved = page.locator('[data-recorded-file]')
      await saved.waitFor()
      return {
        file: (await saved.getAttribute('data-recorded-file')) ?? '',
        written: await saved.getAttribute('data-written'),
        text: await saved.innerText(),
      }
    }
    const first = await record()
    written.push(join(repoRoot, first.file))
    expect(first.written).toBe('true')
    expect(first.text).toContain("valid: the body matches the 200 reply's schema")
    await fireAndRead(page)
    const second = await record()
    expect(second).toEqual({
      file: first.file,
      written: 'false',
      text: `Already recorded, not written again: ${first.file} (valid: the body matches the 200 reply's schema)`,
    })
    await close()
  })
})
