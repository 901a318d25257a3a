import { describe, expect, inject, it } from 'vitest'
import {
  browserForFile,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
} from './modal-page.js'
import { expectViewBaselines } from './view-baselines.js'

const browser = browserForFile()

const RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const TRUST_ID = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'

/** A registry listing as the devnet's Project API serves it, to seed the recent wallets with. */
async function registryListing(id: string): Promise<unknown> {
  const { projectApi, projectId } = inject('endpoints')
  const url = new URL('/getWallets', projectApi)
  url.search = new URLSearchParams({ projectId, page: '1', entries: '1', include: id }).toString()
  const reply = await fetch(url)
  const body: unknown = await reply.json()
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data))
    throw new Error(`getWallets answered ${reply.status} without data`)
  const listings: unknown[] = body.data
  const [listing] = listings
  if (!listing) throw new Error(`The devnet registry has no wallet ${id}`)
  return listing
}

describe('wallet groups on Connect', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`[CONN-01] [CONN-03] recent, installed and featured wallets in that order, each wallet once (${theme})`, async () => {
      const recent = JSON.stringify([await registryListing(TRUST_ID)])
      const { page, errors, close } = await openHost(
        browser(),
        theme,
        `?featured=${RAINBOW_ID}`,
        async (context) => {
          await context.addInitScript((stored) => {
            localStorage.setItem('portico:recentWallets', stored)
          }, recent)
        },
      )
      await page.click('[data-portico="connect-button"]')
      const connect = await waitForView(page, 'Connect')
      await connect.locator('[data-group="featured"] .row').first().waitFor()

      const groups = await connect
        .locator('[data-group]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-group')))
      const order = ['recent', 'injected', 'featured'].map((name) => groups.indexOf(name))
      expect(order.every((position) => position >= 0)).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
      // Groups the page has nothing for are not drawn at all: no custom or external wallets, and
      // no room for recommended ones (4 less the featured, the installed, email and social).
      expect(groups).not.toContain('custom')
      expect(groups).not.toContain('external')
      expect(groups).not.toContain('recommended')

      const namesIn = (group: string) =>
        connect
          .locator(`[data-group="${group}"] .row`)
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-wallet')))
      expect(await namesIn('recent')).toEqual(['Trust Wallet'])
      expect(await namesIn('featured')).toEqual(['Rainbow'])

      await screenshot(page, 'Connect-groups', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    })
  }
})

describe('a browser with no installed wallet', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`[VIEW-03] [CONN-06] [CONN-08] Connect offers email, social, then one wallet entry that opens ConnectWallets with the legal footer (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme, '', async (context) => {
        // The playground's devnet wallets (EIP-6963 and Wallet Standard) are served empty.
        await context.route(/devnet(-solana)?-wallet\.js/, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: '' }),
        )
      })
      await page.click('[data-portico="connect-button"]')
      const connect = await waitForView(page, 'Connect')
      expect(await connect.locator('.view[data-methods]').getAttribute('data-methods')).toBe(
        'email,social,wallet',
      )
      // The social logins arrive with their lazy chunk.
      await connect.locator('.socials').waitFor()
      const order = await connect.evaluate((dialog) =>
        ['form.field', '.socials', '.row[data-wallet="Continue with a wallet"]'].map((selector) => {
          const element = dialog.querySelector(selector)
          return element ? [...dialog.querySelectorAll('*')].indexOf(element) : -1
        }),
      )
      expect(order.every((position) => position >= 0)).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
      expect(await connect.locator('[data-group="injected"]').count()).toBe(0)

      await connect.locator('.row[data-wallet="Continue with a wallet"]').click()
      const wallets = await waitForView(page, 'ConnectWallets')
      expect(await wallets.locator('footer[data-footer="legal"]').count()).toBe(1)
      await wallets.locator('[data-group="recommended"] .row').first().waitFor()
      await wallets.locator('.row[data-wallet="All wallets"]').waitFor()
      await screenshot(page, 'ConnectWallets-from-click', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      if (theme === 'light') await expectViewBaselines(page, 'ConnectWallets')
      expect(errors).toEqual([])
      await close()
    })
  }
})
