import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { build, preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { playgroundConfig } from '../../playground/vite.config.js'
import { fireAndRead, launchBrowser, openOperation } from './browser.js'
import { allowOnly } from './e2e-devnet.js'

// The policy of issue 9: no 'unsafe-eval', no 'unsafe-inline'.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  'frame-src http://127.0.0.1:*',
].join('; ')

let browser: Browser
let server: PreviewServer
let url = ''
let work = ''

/** The playground's production build, served by `vite preview` with the policy on every reply. */
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portico-csp-'))
  const endpointsFile = join(work, 'endpoints.json')
  writeFileSync(endpointsFile, JSON.stringify(inject('endpoints')))
  const config = { ...playgroundConfig({ endpointsFile }), configFile: false as const }
  const outDir = join(work, 'dist')
  await build({ ...config, logLevel: 'silent', build: { outDir, emptyOutDir: true } })
  server = await preview({
    ...config,
    logLevel: 'silent',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      headers: { 'content-security-policy': CSP },
    },
  })
  url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  // The production build is served from an origin of its own, which the devnet project must list
  // for the secure site to serve it the frame.
  await allowOnly(inject('endpoints').projectApi, [playgroundOrigin(), new URL(url).origin])
  browser = await launchBrowser()
}, 180_000)

const playgroundOrigin = (): string => new URL(inject('playgroundUrl')).origin

afterAll(async () => {
  await allowOnly(inject('endpoints').projectApi, [playgroundOrigin()])
  await browser.close()
  await server.close()
  rmSync(work, { recursive: true, force: true })
})

describe('the production build under a Content-Security-Policy without unsafe-eval or unsafe-inline', () => {
  it('fires operations and frame events with no violation and no console error', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    await context.addInitScript(() => {
      const seen: string[] = []
      Reflect.set(window, '__cspViolations', seen)
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    const response = await page.goto(`${url}/#operations`)
    expect(response?.headers()['content-security-policy']).toBe(CSP)

    await openOperation(page, 'blockchain-api', 'getSupportedChains')
    expect(await fireAndRead(page)).toMatchObject({ outcome: 'reply', status: '200' })
    await openOperation(page, 'project-api', 'getProjectConfig')
    expect(await fireAndRead(page)).toMatchObject({ outcome: 'reply', status: '200' })

    await page.goto(`${url}/#frame`)
    // The secure frame loaded, sent its ready event, and the page validated it.
    await page.locator('li[data-type="@w3m-frame/READY"][data-valid="true"]').waitFor()
    await page.click('[data-event="APP_GET_CHAIN_ID"]')
    await page.locator('article[data-examples="ready"]').waitFor()
    await page.getByRole('button', { name: 'Send to the secure frame' }).click()
    await page
      .locator('li[data-direction="received"]', { hasText: 'GET_CHAIN_ID' })
      .first()
      .waitFor({ state: 'attached' })

    const violations: unknown = await page.evaluate((): unknown =>
      Reflect.get(window, '__cspViolations'),
    )
    expect(violations).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
