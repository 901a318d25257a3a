import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { isHex, verifyMessage, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createPackedHost, type PackedHost } from '../../../bench/host-build/packed-host.js'
import { quickStartFiles } from '../../../bench/host-build/quick-start-snippet.js'
import { withDevnetUrls } from '../../../bench/host-build/readme-page.js'
import { installAccountWallet } from '../../e2e/account-wallet.js'
import { launchBrowser } from '../../e2e/browser.js'
import { repoRoot } from '../../e2e/e2e-devnet.js'
import { nextBuild, nextStart, type NextServer } from './next-server.js'

const site = fileURLToPath(new URL('./site', import.meta.url))
const BROWSER_ONLY = /\b(window|document|localStorage|indexedDB) is not defined\b/

let packed: PackedHost | undefined
let server: NextServer | undefined
let browser: Browser | undefined

/**
 * The packed package in a Next.js app outside the repository (as test/package installs it), its
 * client component (the docs' Next.js snippet, docs/snippets/next-portico-app.tsx) and the
 * README's App.tsx on this devnet's URLs, built once by `next build` and served by `next start`.
 */
beforeAll(async () => {
  packed = createPackedHost({ fixture: site, prefix: 'portico-next-' })
  const endpoints = inject('endpoints')
  const rpc = endpoints.chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  const urls = { blockchainApi: endpoints.blockchainApi, projectApi: endpoints.projectApi, rpc }
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  const app = join(packed.host, 'app')
  writeFileSync(join(app, 'App.tsx'), quickStartFiles(readme)['App.tsx'] ?? '')
  writeFileSync(
    join(app, 'portico-app.tsx'),
    withDevnetUrls(
      readFileSync(join(repoRoot, 'docs/snippets/next-portico-app.tsx'), 'utf8'),
      urls,
    ),
  )
  // Turbopack's root must hold the host and the repository's node_modules it links to.
  const env = { PORTICO_NEXT_ROOT: '/' }
  await nextBuild(packed.host, env)
  server = await nextStart(packed.host, env)
  browser = await launchBrowser()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  packed?.remove()
})

describe('the README React snippet in a Next.js App Router host (next build, next start)', () => {
  it('renders on the server, the connect button included, touching no browser-only global', async () => {
    if (!server) throw new Error('next start is not running')
    const html = await (await fetch(server.url)).text()
    expect(html).toContain('data-rendered="server"')
    expect(html).toContain('data-portico="connect-button"')
    expect(html).toContain('>Connect</button>')
    expect(server.stderr()).not.toMatch(BROWSER_ONLY)
  })

  it('hydrates with no warning, connects the devnet injected wallet and signs a message', async () => {
    if (!server || !browser) throw new Error('next start or Chromium is not running')
    const context = await browser.newContext()
    const walletAddress: Address = await installAccountWallet(context, 0, 'Portico Devnet Wallet')
    const page = await context.newPage()
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
    })
    page.on('pageerror', (error) => messages.push(error.message))
    page.on('response', (response) => {
      if (response.status() >= 400) messages.push(`${String(response.status())} ${response.url()}`)
    })
    await page.goto(server.url)
    await page.locator('[data-portico="connect-button"]').click()
    await page
      .locator(
        'portico-modal dialog[open][data-view="Connect"] .row[data-wallet="Portico Devnet Wallet"]',
      )
      .click()
    await page.getByText(new RegExp(`Hello ${walletAddress}`, 'i')).waitFor()

    await page.locator('[data-action="sign"]').click()
    const signed = page.locator('output[data-signature]')
    await signed.waitFor()
    const signature = await signed.getAttribute('data-signature')
    if (!isHex(signature)) throw new Error(`Not a signature: ${String(signature)}`)
    const message = 'Hello from Next.js'
    expect(await verifyMessage({ address: walletAddress, message, signature })).toBe(true)
    expect(messages.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
    expect(messages).toEqual([])
    expect(server.stderr()).not.toMatch(BROWSER_ONLY)
    await context.close()
  }, 120_000)
})
