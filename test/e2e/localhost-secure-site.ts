import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Frame, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { startProjectApi, type ProjectApiDevnet } from '../../devnet/project-api/index.js'
import { startSecureSite, type SecureSiteDevnet } from '../../devnet/secure-site/index.js'
import { AXE_SCRIPT, type AxeViolation } from './axe.js'
import { openPlayground, type PlaygroundPage } from './browser.js'
import { codeFor, latestMail } from './mailbox-code.js'
import { screenshot, seriousAxeViolations, waitForView, type ColorScheme } from './modal-page.js'

/**
 * A secure site addressed as localhost (a browser makes passkeys for a domain only, never an IP
 * address), on the devnet's mailbox and chains, and a Project API of its own whose project
 * allows localhost pages (the shared one lists only the playground's 127.0.0.1 origin). Started
 * before the file's tests and stopped after them; answers how to open the host page on it.
 */
export function localhostSecureSite(browser: () => Browser) {
  let site: SecureSiteDevnet | undefined
  let projectApi: ProjectApiDevnet | undefined
  let stateDir = ''

  beforeAll(async () => {
    const endpoints = inject('endpoints')
    stateDir = mkdtempSync(join(tmpdir(), 'localhost-secure-site-'))
    projectApi = await startProjectApi({ port: 0, stateDir: join(stateDir, 'project-api') })
    site = await startSecureSite({
      port: 0,
      mailboxUrl: endpoints.mailbox,
      chains: endpoints.chains,
      projectApiUrl: projectApi.url,
      stateDir: join(stateDir, 'secure-site'),
      hostName: 'localhost',
    })
  })

  afterAll(async () => {
    await site?.close()
    await projectApi?.close()
    rmSync(stateDir, { recursive: true, force: true })
  })

  const withLocalhostSite = async (context: BrowserContext): Promise<void> => {
    if (!site || !projectApi) throw new Error('The localhost secure site is not running yet')
    const services = { secureSite: site.url, projectApi: projectApi.url }
    await context.route('**/endpoints.json', (route) =>
      route.fulfill({
        json: { ...inject('endpoints'), ...services, analytics: services.projectApi },
      }),
    )
  }

  /**
   * The host page, on localhost too (the secure site's frame is then same-site: Chromium gives a
   * cross-site frame no storage), reading this secure site from its endpoints file.
   */
  return async function openLocalhostHost(theme: ColorScheme, query = ''): Promise<PlaygroundPage> {
    const base = inject('playgroundUrl').replace('//127.0.0.1:', '//localhost:')
    const opened = await openPlayground(
      browser(),
      `${query}#devnet`,
      theme,
      withLocalhostSite,
      base,
    )
    await opened.page.locator('[data-portico="connect-button"]').waitFor()
    return opened
  }
}

export const accountFrame = (page: Page, name: string): FrameLocator =>
  page.frameLocator(`portico-modal iframe[data-account-page="${name}"]`)

/** axe-core inside the secure site's frame (its CSP takes no injected script tag). */
async function seriousAxeViolationsInFrame(page: Page, name: string): Promise<AxeViolation[]> {
  const frame = page
    .frames()
    .find((candidate: Frame) => candidate.url().includes(`/account/${name}`))
  if (!frame) throw new Error(`No ${name} frame`)
  await frame.evaluate(readFileSync(AXE_SCRIPT, 'utf8'))
  const violations = await frame.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load')
    return (await window.axe.run(document)).violations
  })
  return violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')
}

/** Pictures of the view with its frame drawn, and axe over the modal and the frame. */
export async function lookAt(page: Page, view: string, name: string, theme: ColorScheme) {
  await screenshot(page, view, theme)
  expect(await seriousAxeViolations(page)).toEqual([])
  expect(await seriousAxeViolationsInFrame(page, name)).toEqual([])
}

/** From Account, a click on one of its embedded wallet buttons; the view and its frame. */
export async function openFromAccount(page: Page, action: string, view: string, name: string) {
  await page.locator(`portico-modal [data-action="${action}"]`).click()
  await waitForView(page, view)
  const frame = accountFrame(page, name)
  await frame.locator('h1').waitFor({ timeout: 30_000 })
  return frame
}

/** The modal's way back: its back button, or the view's own. */
export async function goBack(page: Page, to: string): Promise<void> {
  await page
    .locator('portico-modal [data-action="back"], portico-modal button.back')
    .first()
    .click()
  await waitForView(page, to)
}

/** The frame's email proof: a code asked, read from the devnet mailbox, typed, confirmed. */
export async function proveByEmail(frame: FrameLocator, email: string, confirm: string) {
  const before = (await latestMail(email))?.id
  await frame.getByRole('button', { name: 'Email me a confirmation code' }).click()
  await frame.getByText('A code is on its way to your email.').waitFor()
  await frame.getByLabel('Confirmation code').fill(await codeFor(email, before))
  await frame.getByRole('button', { name: confirm }).click()
}

/** Chromium's note of the secure site's refusal the flows meet on purpose (a fresh proof asked). */
export const FRESH_PROOF_REFUSAL =
  'Failed to load resource: the server responded with a status of 403 (Forbidden)'
