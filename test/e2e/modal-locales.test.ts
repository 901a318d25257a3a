import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import en from '../../src/i18n/locales/en.js'
import { SHIPPED_LOCALES } from '../../src/i18n/shipped-locales.js'
import type { PlaygroundPage } from './browser.js'
import { LOCALE_FILES } from '../locale-files.js'
import { untranslatedTexts } from './locale-catalogues.js'
import {
  browserForFile,
  dialogOf,
  openHost,
  openViewFromPlayground,
  screenshotDir,
  seriousAxeViolations,
  type ColorScheme,
  waitForView,
} from './modal-page.js'
import { modalOverflows, textsInEveryLocale } from './modal-texts.js'

const browser = browserForFile()

/**
 * One page for the file but the failing-catalogue test: a German visitor's, its catalogue
 * requests noted from the start; the walk goes on from where the live-switch test leaves it.
 */
let opened: PlaygroundPage | undefined
const fetched = new Set<string>()
const page = (): Page => {
  if (!opened) throw new Error('The playground is not open')
  return opened.page
}
beforeAll(async () => {
  opened = await openHost(browser(), 'light', '', async (context) => {
    await context.addInitScript(germanVisitor)
    context.on('request', (request) => {
      const tag = catalogueOf(request.url())
      if (tag) fetched.add(tag)
    })
  })
})
afterAll(() => opened?.close())

const PICKER = '[data-testid="locale-picker"]'
const root = (page: Page) => page.locator('portico-modal .root')
const titleOf = (page: Page) => dialogOf(page).locator('h2').innerText()
const textOf = (tag: string, key: keyof typeof en): string => {
  const text = LOCALE_FILES[tag]?.default[key]
  if (text === undefined) throw new Error(`No ${tag} text for ${key}`)
  return text
}

/**
 * The locale a catalogue request is for, from its URL: a module of the dev server
 * (`src/i18n/locales/de-DE.ts`) or a chunk of the built playground the suite serves
 * (`assets/de-DE-<8-character hash>.js`); `en` is English's file.
 */
function catalogueOf(url: string): string | undefined {
  const match =
    /\/src\/i18n\/locales\/([\w-]+)\.ts(?:\?|$)/.exec(url) ??
    /\/assets\/([\w-]+)-[\w-]{8}\.js$/.exec(url)
  const file = match?.[1]
  const tag = file === 'en' ? 'en-US' : file
  return tag === 'en-US' || (tag !== undefined && tag in LOCALE_FILES) ? tag : undefined
}

/** A visitor whose browser asks for German first (navigator.languages, read by detection). */
function germanVisitor(): void {
  Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'de'] })
}

/** Switches the language through the playground's picker (portico.setLocale), modal open or not. */
async function chooseLocale(page: Page, tag: string): Promise<void> {
  // The open dialog makes the page inert; the picker is still the host's control to drive.
  await page.locator(PICKER).selectOption(tag, { force: true })
  await expect.poll(() => root(page).getAttribute('lang')).toBe(tag)
}

describe('the modal in the visitor language', () => {
  it('a German visitor fetches only the de-DE catalogue (and English); setLocale re-renders the open view in place', async () => {
    const { errors } = opened ?? { errors: [] }
    // The host-side button speaks the visitor's language too, once its catalogue is there.
    const button = page().locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toBe(textOf('de-DE', 'button.connect'))
    await button.click()
    const dialog = await waitForView(page(), 'Connect')
    expect(await titleOf(page())).toBe(textOf('de-DE', 'title.Connect'))
    expect(await root(page()).getAttribute('lang')).toBe('de-DE')
    expect(await root(page()).getAttribute('dir')).toBe('ltr')
    expect([...fetched].sort()).toEqual(['de-DE', 'en-US'])

    // The same dialog element stays open on the same view: only its words change.
    await dialog.evaluate((element) => {
      element.setAttribute('data-kept', 'before-switch')
    })
    await chooseLocale(page(), 'fr-FR')
    expect(await titleOf(page())).toBe(textOf('fr-FR', 'title.Connect'))
    const kept = page().locator('portico-modal dialog[open][data-kept="before-switch"]')
    expect(await kept.getAttribute('data-view')).toBe('Connect')
    expect([...fetched].sort()).toEqual(['de-DE', 'en-US', 'fr-FR'])
    await expect.poll(() => button.innerText()).toBe(textOf('fr-FR', 'button.connect'))
    expect(errors).toEqual([])
    await page().keyboard.press('Escape')
    await page().locator('portico-modal dialog[open]').waitFor({ state: 'detached' })
  })

  it('a catalogue that cannot be fetched leaves the modal working in English', async () => {
    const {
      page: host,
      errors,
      close,
    } = await openHost(browser(), 'light', '', async (context) => {
      await context.addInitScript(germanVisitor)
      await context.route(
        (url) => catalogueOf(url.href) === 'de-DE',
        (route) => route.abort(),
      )
    })
    await host.click('[data-portico="connect-button"]')
    const connect = await waitForView(host, 'Connect')
    expect(await titleOf(host)).toBe(en['title.Connect'])
    expect(await root(host).getAttribute('lang')).toBe('en-US')
    await connect.locator('.row[data-wallet="All wallets"]').click()
    await waitForView(host, 'AllWallets')
    expect(await titleOf(host)).toBe(en['title.AllWallets'])
    // The refused fetch is the browser's own line; nothing of the page failed.
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([])
    await close()
  })
})

/**
 * The four locales in both themes: each view pictured once, the eight pairs taken by
 * turns, or all eight for every view with PORTICO_LOCALE_PICTURES=all (about 2 s more a view).
 */
const PICTURED = ['de-DE', 'ar-AR', 'ja-JP', 'zh-CN']
const ALL_PICTURES = process.env.PORTICO_LOCALE_PICTURES === 'all'
const RIGHT_TO_LEFT = ['ar-AR', 'he-IL']
/** Views axe-core checks right to left (each run costs about a second). */
const AXE_VIEWS = ['Connect', 'Account']
const NARROW = { width: 360, height: 740 }
/** The playground's page size in every browser test (browser.ts). */
const WIDE = { width: 1400, height: 900 }
const localeShots = join(screenshotDir, 'locales')

/** Pictures the dialog, in the language and theme given (the theme through the page's scheme). */
async function picture(page: Page, view: string, tag: string, theme: ColorScheme): Promise<void> {
  await textsInEveryLocale(page, [tag])
  await expect.poll(() => root(page).getAttribute('data-theme')).toBe(theme)
  await dialogOf(page).screenshot({
    path: join(localeShots, `${view}-${tag}-${theme}.png`),
    animations: 'disabled',
  })
}

describe('every view visited, in every locale', () => {
  beforeAll(() => {
    mkdirSync(localeShots, { recursive: true })
  })
  const findings: string[] = []
  const overflows: string[] = []
  beforeEach(() => {
    findings.length = 0
    overflows.length = 0
  })
  let visited = 0

  /**
   * The open view in every shipped locale, switched live: no English text its locale writes
   * otherwise, right to left where it should be, pictured in the four locales.
   */
  async function walk(view: string): Promise<void> {
    const seen = await textsInEveryLocale(page(), SHIPPED_LOCALES)
    // The walk reads the catalogue's texts: English on screen counts as untranslated elsewhere.
    const english = seen.find(({ tag }) => tag === 'en-US')?.texts ?? []
    expect(untranslatedTexts('de-DE', english), `${view}: ${english.join(' / ')}`).not.toEqual([])
    for (const { tag, texts, dir, kept } of seen) {
      if (tag !== 'en-US')
        findings.push(...untranslatedTexts(tag, texts).map((text) => `${view} ${tag}: ${text}`))
      const rightToLeft = RIGHT_TO_LEFT.includes(tag)
      expect(dir, `${view} ${tag}`).toBe(rightToLeft ? 'rtl' : 'ltr')
      if (rightToLeft)
        expect(
          kept.filter((direction) => direction !== 'ltr'),
          view,
        ).toEqual([])
    }
    if (AXE_VIEWS.includes(view))
      for (const tag of RIGHT_TO_LEFT) {
        await textsInEveryLocale(page(), [tag])
        expect(await root(page()).getAttribute('lang')).toBe(tag)
        expect(await seriousAxeViolations(page()), `${view} ${tag}`).toEqual([])
      }
    // German's long words at the narrowest width the modal supports.
    await textsInEveryLocale(page(), ['de-DE'])
    await page().setViewportSize(NARROW)
    const box = await dialogOf(page()).boundingBox()
    expect(box?.width, view).toBeLessThanOrEqual(NARROW.width)
    for (const overflow of await modalOverflows(page()))
      overflows.push(`${view}: "${overflow.text}" ${overflow.reason}`)
    if (ALL_PICTURES)
      await dialogOf(page()).screenshot({
        path: join(localeShots, `${view}-de-DE-360.png`),
        animations: 'disabled',
      })
    await page().setViewportSize(WIDE)
    const themes = ['light', 'dark'] as const
    for (const theme of ALL_PICTURES ? themes : [themes[visited % 2] ?? 'light']) {
      await page().emulateMedia({ colorScheme: theme })
      const turn = PICTURED[Math.floor(visited / 2) % PICTURED.length] ?? 'de-DE'
      for (const tag of ALL_PICTURES ? PICTURED : [turn]) await picture(page(), view, tag, theme)
    }
    visited += 1
    await page().emulateMedia({ colorScheme: 'light' })
  }

  async function closeModal(): Promise<void> {
    await textsInEveryLocale(page(), ['en-US'])
    await page().keyboard.press('Escape')
    await page().locator('portico-modal dialog[open]').waitFor({ state: 'detached' })
  }

  /** Each view opened straight from the playground, walked, closed; then nothing found. */
  async function walkOpenedThenCheck(views: readonly string[]): Promise<void> {
    for (const view of views) {
      await openViewFromPlayground(page(), view)
      await walk(view)
      await closeModal()
    }
    expect(findings, findings.join('\n')).toEqual([])
    expect(overflows, overflows.join('\n')).toEqual([])
  }

  it('shows no untranslated text before connecting: Connect, All wallets, Networks and the views opened straight', async () => {
    await page().click('[data-portico="connect-button"]')
    const connect = await waitForView(page(), 'Connect')
    await walk('Connect')
    await textsInEveryLocale(page(), ['en-US'])
    await connect.locator('.row[data-wallet="All wallets"]').click()
    const all = await waitForView(page(), 'AllWallets')
    await all.locator('.all-wallets-list .row').first().waitFor()
    await walk('AllWallets')
    await closeModal()
    await page().click('[data-portico="network-button"]')
    await waitForView(page(), 'Networks')
    await walk('Networks')
    await closeModal()
    await walkOpenedThenCheck([
      'ConnectWallets',
      'UnsupportedChain',
      'SwitchNetwork',
      'SwitchActiveChain',
      'ConnectingMultiChain',
      'ConnectingWalletConnect',
      'EmailLogin',
      'UsageExceeded',
      'DataCapture',
    ])
  })

  it('shows no untranslated text once connected: Account, its activity, Send, Swap, Receive, the on-ramp, names and sign-in views', async () => {
    await page().click('[data-portico="connect-button"]')
    const connect = await waitForView(page(), 'Connect')
    await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
    await page().locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
    await page().click('[data-portico="connect-button"]')
    const account = await waitForView(page(), 'Account')
    await account.locator('[data-list="tokens"]').waitFor()
    await walk('Account')
    for (const [action, view] of [
      ['send', 'Send'],
      ['swap', 'Swap'],
      ['receive', 'Receive'],
      ['buy', 'OnRampProviders'],
    ] as const) {
      await textsInEveryLocale(page(), ['en-US'])
      await account.locator(`[data-action="${action}"]`).click()
      const shown = await waitForView(page(), view)
      await walk(view)
      if (view === 'OnRampProviders') {
        // The default payment method reads in the locale's words, not as its id.
        await textsInEveryLocale(page(), ['de-DE'])
        const limit = shown.locator('[data-limit]')
        expect(await limit.innerText()).toContain(textOf('de-DE', 'onRamp.methodCard'))
      }
      await shown.locator('[data-action="back"]').click()
      await waitForView(page(), 'Account')
    }
    await textsInEveryLocale(page(), ['en-US'])
    await account.locator('[role="tab"]', { hasText: 'Activity' }).click()
    await account.locator('[data-list="activity"]').waitFor()
    await walk('Account-activity')
    await closeModal()
    await walkOpenedThenCheck([
      'ProfileWallets',
      'OnRampTokenSelect',
      'OnRampFiatSelect',
      'RegisterAccountName',
      'SIWXSignMessage',
      'ApproveTransaction',
    ])
  })
})
