import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserForFile,
  dialogOf,
  openHost,
  openViewFromPlayground,
  screenshot,
  screenshotDir,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'

const browser = browserForFile()

/** Where a screenshot of the playground page itself goes, beside the modal's. */
function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true })
  return join(screenshotDir, `playground-${name}.png`)
}

const topClip = { x: 0, y: 0, width: 1280, height: 120 }

/**
 * An EIP-6963 wallet whose user never answers the connection request, installed before the page's
 * scripts, so ConnectingExternal keeps its spinner. Its icon is an arrow pointing up: upside down
 * it would point down.
 */
async function installWaitingWallet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const provider = {
      request: ({ method }: { method: string }): Promise<unknown> =>
        method === 'eth_requestAccounts'
          ? new Promise(() => undefined)
          : Promise.reject(Object.assign(new Error(`${method} unsupported`), { code: 4200 })),
      on: () => undefined,
      removeListener: () => undefined,
    }
    const info = {
      uuid: '00000000-0000-4000-8000-000000000032',
      name: 'Waiting Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Cpath d="M4 0 8 5H5v3H3V5H0z" fill="%231971c2"/%3E%3C/svg%3E',
      rdns: 'dev.portico.waiting',
    }
    const announce = () => {
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
      )
    }
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
}

/** The spinner's ring animation, and the transform of the spinner and everything inside it. */
function spinnerState(dialog: Locator) {
  return dialog.locator('.spinner').evaluate((spinner) => ({
    ring: getComputedStyle(spinner, '::before').animationName,
    transforms: [spinner, ...spinner.querySelectorAll('*')].map(
      (element) => getComputedStyle(element).transform,
    ),
  }))
}

/** Only the ring turns: the icon and its boxes are never rotated, on any of several frames. */
async function expectUprightIcon(dialog: Locator): Promise<void> {
  for (let frame = 0; frame < 4; frame += 1) {
    const { ring, transforms } = await spinnerState(dialog)
    expect(ring).toBe('p-spin')
    expect(transforms.every((transform) => transform === 'none')).toBe(true)
    await dialog.page().waitForTimeout(170)
  }
}

/** Bounding boxes, read in the page (they cross the modal's shadow root). */
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect()
    return { top, bottom, left, right }
  })

async function openConnect(page: Page): Promise<Locator> {
  await page.click('[data-portico="connect-button"]')
  return waitForView(page, 'Connect')
}

describe('the playground walk', () => {
  for (const theme of ['light', 'dark'] as const satisfies readonly ColorScheme[]) {
    it(`views opened from the picker render from what the router gives: EmailLogin with the demo email, the others saying what they lack with a way back (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme)

      const email = await openViewFromPlayground(page, 'EmailLogin')
      await email.locator('[data-step="code"]').waitFor()
      expect(await email.locator('.view .center > p.muted').first().innerText()).toBe(
        'Enter the code we sent to demo@example.org',
      )
      expect(await email.locator('[role="alert"]').count()).toBe(0)
      await screenshot(page, 'picker-EmailLogin', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await email.waitFor({ state: 'detached' })

      const lacking = {
        UpdateEmailWallet:
          'Not connected to email or social: log in with your email, then use Update email in Account.',
        SIWXSignMessage: 'Sign-in with the wallet (SIWX) is not on for this app.',
        ConnectingMultiChain:
          'No wallet installed here connects to several chains: pick a wallet in Connect.',
        ConnectingExternal: 'No wallet was chosen: pick one in Connect.',
      }
      for (const [view, message] of Object.entries(lacking)) {
        const dialog = await openViewFromPlayground(page, view)
        const state = dialog.locator('[data-out-of-context]')
        expect(await state.locator('[role="status"]').innerText()).toBe(message)
        expect(await dialog.locator('.view').innerText()).not.toMatch(/Preparing|Select a chain/)
        await screenshot(page, `picker-${view}`, theme)
        expect(await seriousAxeViolations(page)).toEqual([])
        await state.locator('[data-action="back"]', { hasText: 'Go to Connect' }).click()
        await waitForView(page, 'Connect')
        await page.keyboard.press('Escape')
        await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
      }
      expect(errors).toEqual([])
      await close()
    })
  }

  it('the picker opens ConnectingMultiChain for the installed multi-chain wallet, one row a chain', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?multichain=1')
    await page.selectOption('#view-opener', 'ConnectingMultiChain')
    await expect.poll(() => page.locator('[data-view-note]').innerText()).toMatch(/^For /)
    const dialog = await openViewFromPlayground(page, 'ConnectingMultiChain')
    await expect.poll(() => dialog.locator('.row').count()).toBe(2)
    expect(await dialog.locator('.row .tag').allInnerTexts()).toEqual(
      expect.arrayContaining(['eip155', 'solana']),
    )
    await screenshot(page, 'picker-ConnectingMultiChain-wallet', 'light')
    expect(errors).toEqual([])
    await close()
  })

  for (const theme of ['light', 'dark'] as const satisfies readonly ColorScheme[]) {
    it(`ConnectingExternal and ConnectingSocial: only the ring turns, the icon inside stays upright (${theme})`, async () => {
      const { page, close } = await openHost(browser(), theme, '', installWaitingWallet)
      const connect = await openConnect(page)
      await connect.locator('.row[data-wallet="Waiting Wallet"]').click()
      const external = await waitForView(page, 'ConnectingExternal')
      await external.locator('.spinner img').waitFor()
      await expectUprightIcon(external)
      await screenshot(page, 'spinner-ConnectingExternal', theme)
      await page.keyboard.press('Escape')
      await external.waitFor({ state: 'detached' })

      const popup = page.waitForEvent('popup')
      const again = await openConnect(page)
      await again.locator('[data-social="google"]').click()
      const social = await waitForView(page, 'ConnectingSocial')
      await (await popup).waitForLoadState()
      await expectUprightIcon(social)
      await page.bringToFront()
      await screenshot(page, 'spinner-ConnectingSocial', theme)
      await close()
    })
  }

  it('Connect fits whole at 1280 x 900 (the last social button above the footer); at 360 px the email row stays in its column', async () => {
    const { page, errors, close } = await openHost(browser())
    await page.setViewportSize({ width: 1280, height: 900 })
    const connect = await openConnect(page)
    // The body's height follows its content through a transition: read it once it has settled.
    const hidden = async () => {
      const last = await boxOf(connect.locator('.socials button').last())
      const footer = await boxOf(connect.locator('footer'))
      return Math.max(0, last.bottom - footer.top)
    }
    await expect.poll(hidden).toBe(0)
    const body = connect.locator('.body')
    await expect
      .poll(() => body.evaluate((box) => box.scrollHeight - box.clientHeight))
      .toBeLessThanOrEqual(1)
    await screenshot(page, 'Connect-1280x900', 'light')
    await page.keyboard.press('Escape')
    await connect.waitFor({ state: 'detached' })

    await page.setViewportSize({ width: 360, height: 740 })
    const narrow = await openConnect(page)
    const row = await boxOf(narrow.locator('form.field'))
    const column = await boxOf(narrow.locator('.view').first())
    const submit = await boxOf(narrow.locator('form.field button[type="submit"]'))
    expect(submit.right).toBeLessThanOrEqual(column.right)
    expect(row.right).toBeLessThanOrEqual(column.right)
    await screenshot(page, 'Connect-360', 'light')
    expect(errors).toEqual([])
    await close()
  })

  it('the top bar stays one line at 1280 px once connected; at 360 px it is short and scrolls away, and the Devnet tables say they scroll', async () => {
    const { page, errors, close } = await openHost(browser())
    await page.setViewportSize({ width: 1280, height: 900 })
    const connect = await openConnect(page)
    await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
    await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
    const bar = page.locator('header.topbar')
    const itemTops = () =>
      bar.evaluate((header) =>
        [
          header.querySelector('h1'),
          ...header.querySelectorAll('[role="tab"]'),
          ...header.querySelectorAll('.topbar-end > *'),
        ]
          // Items the width leaves out (the project id up to 1320 px) are not on any line.
          .filter((item) => item === null || item.getClientRects().length > 0)
          .map((item) => {
            const box = item?.getBoundingClientRect()
            return box ? Math.round(box.top + box.height / 2) : -1
          }),
      )
    const centres = await itemTops()
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2)
    expect((await boxOf(bar)).bottom).toBeLessThan(60)
    await page.screenshot({ path: screenshotPath('topbar-1280-connected'), clip: topClip })

    await page.setViewportSize({ width: 360, height: 740 })
    await page.locator('table[aria-label="eip155 accounts"] tbody tr').first().waitFor()
    await page.screenshot({ path: screenshotPath('devnet-360') })
    const height = (await boxOf(bar)).bottom
    expect(height).toBeLessThan(130)
    await page.mouse.wheel(0, 600)
    await expect.poll(async () => (await boxOf(bar)).bottom).toBeLessThanOrEqual(0)
    const tables = await page.locator('main table.table').evaluateAll((list) =>
      list.map((table) => ({
        scrolls: table.scrollWidth > table.clientWidth,
        cue: getComputedStyle(table, '::before').content,
      })),
    )
    expect(tables.length).toBeGreaterThan(1)
    for (const table of tables)
      expect(table).toEqual({
        scrolls: true,
        cue: '"Scroll sideways for the other columns →"',
      })
    await page.screenshot({ path: screenshotPath('devnet-360-scrolled') })
    expect(errors).toEqual([])
    await close()
  })

  it('lays the host section out in cards, each with its heading, their actions level along a row, in both themes and at 360 px', async () => {
    const { page, errors, close } = await openHost(browser())
    const cards = page.locator('.host-cards > section.card')
    await expect.poll(() => cards.count()).toBe(7)
    expect(await page.locator('.host-cards > section.card > h2').allInnerTexts()).toEqual([
      'Sign a message',
      'Open a view',
      'Sign-in (SIWX)',
      'Test wallets',
      'Analytics consent',
      "This page's requests",
      'Tracked events',
    ])
    const connect = await openConnect(page)
    await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
    await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
    await page.click('[data-action="sign-message"]')
    await page.locator('[data-signature]').waitFor()
    // The two cards with an action share the first row: their buttons end at one height.
    const bottoms = await page
      .locator('.host-cards .card-actions button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().bottom))
    expect(bottoms).toHaveLength(2)
    expect(Math.abs((bottoms[0] ?? 0) - (bottoms[1] ?? 0))).toBeLessThanOrEqual(1)
    const host = page.locator('section.host')
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
      await host.screenshot({ path: screenshotPath(`host-section-${theme}`) })
      expect(await seriousAxeViolations(page)).toEqual([])
    }
    await page.setViewportSize({ width: 360, height: 800 })
    // Nothing in the cards is wider than the page: the signature wraps inside its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await host.screenshot({ path: screenshotPath('host-section-360') })
    expect(errors).toEqual([])
    await close()
  })

  it('has one signing control, inside a card, which signs with the connected wallet', async () => {
    const { page, errors, close } = await openHost(browser())
    const card = page.locator('section.card.message-signer')
    expect(await card.innerText()).toContain('Connect a wallet to sign a message with it.')
    const connect = await openConnect(page)
    await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
    await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
    expect(await page.getByRole('button', { name: /^Sign\b/ }).count()).toBe(1)
    expect(await page.locator('section.card [data-action="sign-message"]').count()).toBe(1)
    await page.click('[data-action="sign-message"]')
    await expect
      .poll(() => card.locator('[data-signature]').getAttribute('data-signature'))
      .toMatch(/^0x[0-9a-f]{130}$/)
    await card.screenshot({ path: screenshotPath('sign-a-message-card') })
    expect(errors).toEqual([])
    await close()
  })
})
