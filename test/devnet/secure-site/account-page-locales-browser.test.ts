import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PAGE_EN } from '../../../devnet/secure-site/account-page-texts.js'
import { TOKEN_KEY } from '../../../devnet/secure-site/frame-requests.js'
import { SHIPPED_LOCALES } from '../../../src/i18n/shipped-locales.js'
import { screenshotDir } from '../../e2e/modal-page.js'
import {
  addVirtualAuthenticator,
  type VirtualAuthenticator,
} from '../../e2e/virtual-authenticator.js'
import { passkeySiteDevnetPerFile } from './passkey-site-devnet.js'
import { TEST_PARENT_ORIGIN, TEST_PROJECT_ID } from './secure-site-test-devnet.js'
import { addPasskeyInPage, emailLoginInPage, lastCodeTo } from './site-page-calls.js'

const devnet = passkeySiteDevnetPerFile()
let page: Page
let authenticator: VirtualAuthenticator

/**
 * One login with a passkey and a second session, read by the account pages in each language: the
 * passkey list, the sessions list, and the export after the passkey proof (every text the pages
 * show without a further step).
 */
beforeAll(async () => {
  const { browser, site, mailbox } = devnet()
  page = await browser.newPage({ viewport: { width: 400, height: 640 } })
  await page.goto(`${site.url}/frame.js`)
  authenticator = await addVirtualAuthenticator(page)
  const email = 'account-page-locales@example.org'
  const codeOf = (to: string): string => lastCodeTo(mailbox, to)
  await emailLoginInPage(page, email, codeOf)
  const { token } = await emailLoginInPage(page, email, codeOf)
  await addPasskeyInPage(page, email, token, codeOf)
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, value)
    },
    { key: TOKEN_KEY, value: token },
  )
}, 60_000)

type AccountPageName = 'passkeys' | 'sessions' | 'export' | 'passkey-login'

const ACCOUNT_PAGES = ['passkeys', 'sessions', 'export', 'passkey-login'] as const

async function openAccountPage(name: AccountPageName, lang: string, theme = 'light') {
  const query = new URLSearchParams({
    projectId: TEST_PROJECT_ID,
    parentOrigin: TEST_PARENT_ORIGIN,
    lang,
    theme,
  })
  await page.goto(`${devnet().site.url}/account/${name}?${query.toString()}`)
  if (name === 'passkeys') await page.locator('li[data-passkey]').waitFor()
  if (name === 'sessions') await page.locator('li[data-session] >> nth=1').waitFor()
  if (name === 'export') {
    await page.locator('button[data-action="use-passkey"]').click()
    await page.locator('#export-evm-key').waitFor()
  }
  if (name === 'passkey-login') {
    // The prompt closed: the page's words for it show too.
    await authenticator.setUserVerified(false)
    await page.locator('button[data-action="passkey-login"]').click()
    await page.locator('p[role="status"]:not(:empty)').waitFor()
    await authenticator.setUserVerified(true)
  }
}

/** Every text the page shows or names: its elements' own texts, labels, and its title. */
const shownTexts = (): Promise<string[]> =>
  page.evaluate(() => {
    const texts = [document.title]
    for (const element of document.body.querySelectorAll('*')) {
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '')
      }
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)
        if (value !== null) texts.push(value)
      }
    }
    return texts.map((text) => text.trim()).filter((text) => text !== '')
  })

/**
 * An English text as a pattern, its `{places}` standing for anything: a sentence is found inside
 * a longer text too, a single word only as the whole text (German writes "Ihre Passkeys").
 */
function englishPattern(text: string): RegExp {
  const body = text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(text.includes(' ') ? body : `^${body}$`)
}

/** The English texts found in the shown ones. */
function englishIn(shown: readonly string[]): string[] {
  return Object.values(ACCOUNT_PAGE_EN).filter((english) => {
    const pattern = englishPattern(english)
    return shown.some((text) => pattern.test(text))
  })
}

describe('devnet secure site: the account pages speak the modal’s language (Chromium)', () => {
  it('English reads English (the check finds what it looks for)', async () => {
    await openAccountPage('passkeys', 'en-US')
    expect(englishIn(await shownTexts())).toContain(ACCOUNT_PAGE_EN.passkeysTitle)
  })

  for (const locale of SHIPPED_LOCALES.filter((tag) => tag !== 'en-US')) {
    it(`${locale}: no English text on the passkeys, sessions, export and passkey sign-in pages`, async () => {
      for (const name of ACCOUNT_PAGES) {
        await openAccountPage(name, locale)
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
        expect(englishIn(await shownTexts()), `${name} in ${locale}`).toEqual([])
      }
    })
  }

  it('pictures: Arabic (right to left) and Japanese, both themes', async () => {
    mkdirSync(screenshotDir, { recursive: true })
    for (const locale of ['ar-AR', 'ja-JP']) {
      for (const theme of ['light', 'dark']) {
        for (const name of ACCOUNT_PAGES) {
          await openAccountPage(name, locale, theme)
          await page.screenshot({
            path: join(screenshotDir, `account-page-${name}-${locale}-${theme}.png`),
            animations: 'disabled',
            caret: 'hide',
          })
        }
      }
    }
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr')
    await openAccountPage('passkeys', 'ar-AR')
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
  })
})
