import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  dialogOf,
  goBack,
  modalClosed,
  seriousAxeViolations,
  waitForView,
} from '../e2e/modal-page.js'
import { call, hexOf, okOf } from './host-calls.js'
import { devWalletAccount, openHostPage, type HostSuite } from './host-context.js'
import { connectFromButton, pickInjectedWallet } from './injected-hosts.js'
import { repoRoot } from '../e2e/e2e-devnet.js'
import { REACT_LINES, type ReactLine } from './react-lines.js'

/**
 * Stands in for React DevTools' hook, which every react-dom build calls once at start-up with its
 * version: the page's renderers, one entry per copy of react-dom that started.
 */
const RENDERER_HOOK = `window.reactRenderers = []
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject(renderer) {
    window.reactRenderers.push(renderer.rendererPackageName + '@' + renderer.version)
    return window.reactRenderers.length
  },
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  checkDCE() {},
}`

const renderers = (page: Page): Promise<unknown> =>
  page.evaluate((): unknown => Reflect.get(window, 'reactRenderers'))

/** `React.version` as the host page's own code imports it (pages/src/devnet-portico.tsx). */
const hostReactVersion = (page: Page): Promise<unknown> =>
  page.evaluate((): unknown => Reflect.get(window, 'hostReactVersion'))

/** The views Account opens by a button of its own (data-action -> view). */
const ACCOUNT_VIEWS: Readonly<Record<string, string>> = {
  send: 'Send',
  buy: 'OnRampProviders',
  swap: 'Swap',
  receive: 'Receive',
  networks: 'Networks',
  'choose-name': 'RegisterAccountName',
  wallets: 'ProfileWallets',
}

/**
 * axe-core on the view showing, once the modal's body has taken its content's height: the
 * ResizeObserver that sets it runs before the next paint, so two frames later it has.
 */
async function expectNoSeriousViolations(page: Page, view: string): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((settled) => {
        requestAnimationFrame(() => requestAnimationFrame(settled))
      }),
  )
  expect(await seriousAxeViolations(page), view).toEqual([])
}

/** Escape closes the modal from the view showing, and the page's button opens it again later. */
async function escapeCloses(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await modalClosed(page)
}

/** A signed message the page's app asked for through its stack, checked against the account. */
async function expectSignedText(page: Page, message: string): Promise<void> {
  const signature = hexOf(okOf(await call(page, 'signText', message)))
  const address = devWalletAccount().address
  expect(await verifyMessage({ address, message, signature })).toBe(true)
}

/**
 * The README page, the wagmi host and the viem host (an app on `portico.getProvider`, no React of
 * its own) on one React line: the page's one react-dom is that line's, the modal connects, signs,
 * shows every view it opens from Connect and Account with no serious axe-core violation, and
 * Escape closes it.
 */
export function describeReactLine(react: ReactLine, suite: HostSuite): void {
  const { version } = REACT_LINES[react]
  // axe-core reads colours mid-transition as faint ones: the views appear without motion here.
  const open = async (stack: string) => {
    const opened = await openHostPage(suite.browser(), suite.pageUrl(stack), {
      initScripts: [RENDERER_HOOK],
    })
    await opened.page.emulateMedia({ reducedMotion: 'reduce' })
    return opened
  }

  describe(`the hosts on React ${version}`, () => {
    it(`the README page: React ${version} alone, Connect and AllWallets, a connection, Account and every view it opens, the Activity tab, Escape`, async () => {
      const { page, errors, close } = await open('readme')
      try {
        expect(await renderers(page)).toEqual([`react-dom@${version}`])
        await page.click('[data-portico="connect-button"]')
        const connect = await waitForView(page, 'Connect')
        await expectNoSeriousViolations(page, 'Connect')
        await connect.locator('.row[data-wallet="All wallets"]').click()
        const all = await waitForView(page, 'AllWallets')
        await all.locator('.all-wallets-list .row').first().waitFor()
        await expectNoSeriousViolations(page, 'AllWallets')
        await goBack(all)
        await pickInjectedWallet(page)
        await modalClosed(page)
        // The README's Greeting reads usePorticoAccount: the host's React re-rendered on the connection.
        const address = devWalletAccount().address
        await page.locator(`p:text-is("Hello ${address}")`).waitFor()

        await page.click('[data-portico="connect-button"]')
        const account = await waitForView(page, 'Account')
        await expectNoSeriousViolations(page, 'Account')
        for (const [action, view] of Object.entries(ACCOUNT_VIEWS)) {
          await account.locator(`[data-action="${action}"]`).click()
          const shown = await waitForView(page, view)
          await expectNoSeriousViolations(page, view)
          await goBack(shown)
          await waitForView(page, 'Account')
        }
        await account.locator('[role="tab"]#portico-tab-activity').click()
        await account.locator('[role="tabpanel"] .muted:text-is("Loading…")').waitFor({
          state: 'detached',
        })
        await expectNoSeriousViolations(page, 'Account (Activity)')
        await escapeCloses(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it(`the wagmi host: React ${version} alone, wagmi connects through the modal and signs, Account, Escape`, async () => {
      const { page, errors, close } = await open('wagmi')
      try {
        expect(await renderers(page)).toEqual([`react-dom@${version}`])
        expect(await hostReactVersion(page)).toBe(version)
        const connecting = call(page, 'connect')
        await pickInjectedWallet(page)
        expect(okOf(await connecting)).toEqual({
          accounts: [devWalletAccount().address],
          chainId: 1,
        })
        await expectSignedText(page, `wagmi on React ${version}`)
        await page.click('[data-portico="connect-button"]')
        await waitForView(page, 'Account')
        await expectNoSeriousViolations(page, 'Account')
        await escapeCloses(page)
        expect(await dialogOf(page).getAttribute('open')).toBeNull()
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it(`the viem host (on portico.getProvider): React ${version} alone, a connection from the button, a signature, Account, Escape`, async () => {
      const { page, errors, close } = await open('viem')
      try {
        expect(await renderers(page)).toEqual([`react-dom@${version}`])
        expect(await hostReactVersion(page)).toBe(version)
        await connectFromButton(page)
        await expectSignedText(page, `viem on React ${version}`)
        await page.click('[data-portico="connect-button"]')
        await waitForView(page, 'Account')
        await expectNoSeriousViolations(page, 'Account')
        await escapeCloses(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}

/** The package's React peer range is exactly the lines the matrix runs, so it promises no other. */
export function describePeerRange(): void {
  describe('the React peer range', () => {
    it('is the React lines the host matrix runs, in package.json', () => {
      const manifest: unknown = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))
      const peers: unknown = Reflect.get(Object(manifest), 'peerDependencies')
      const tested = (['18', '19'] as const)
        .map((line) => `^${REACT_LINES[line].version}`)
        .join(' || ')
      expect(peers).toMatchObject({ react: tested, 'react-dom': tested })
    })
  })
}
