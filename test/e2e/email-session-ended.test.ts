import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { SESSION_ENDED_TOAST } from '../../src/wiring/auth/auth-session.js'
import { loginByEmail } from './email-login.js'
import { browserForFile, openHost, waitForView } from './modal-page.js'

const browser = browserForFile()
const button = (page: Page) => page.locator('[data-portico="connect-button"]')

/**
 * Asks the page's secure frame to end every other session of its login (APP_END_SESSIONS, as
 * Account's session list does) and resolves with how many ended.
 */
function endOtherSessions(page: Page): Promise<unknown> {
  return page.evaluate(
    async (siteOrigin) => {
      const frame = [...document.querySelectorAll('iframe')].find((candidate) =>
        candidate.src.startsWith(siteOrigin),
      )
      if (!frame?.contentWindow) throw new Error('The page has no secure frame')
      const id = `end-${String(Date.now())}`
      const reply = new Promise<unknown>((resolve) => {
        window.addEventListener(
          'message',
          (event: MessageEvent<{ id?: string; payload?: unknown }>) => {
            if (event.origin === siteOrigin && event.data.id === id) resolve(event.data.payload)
          },
        )
      })
      frame.contentWindow.postMessage(
        { type: '@w3m-app/END_SESSIONS', id, payload: { all: true } },
        siteOrigin,
      )
      return reply
    },
    new URL(inject('endpoints').secureSite).origin,
  )
}

describe('a login ended from another browser', () => {
  it('signs this page out at once: its next request signs nothing, the connection is gone and forgotten, and the toast says the session was ended', async () => {
    const email = 'ended-elsewhere@portico.test'
    const here = await openHost(browser())
    const there = await openHost(browser())
    try {
      await loginByEmail(here.page, email)
      await loginByEmail(there.page, email)
      expect(await endOtherSessions(there.page)).toEqual({ ended: 1 })

      // The frame learns of the end at its next request, which the secure site refuses.
      await here.page.click('[data-action="sign-message"]')
      await expect.poll(() => button(here.page).innerText(), { timeout: 30_000 }).toBe('Connect')
      expect(await here.page.locator('[data-signature]').count()).toBe(0)
      const stored = await here.page.evaluate(() => localStorage.getItem('portico:connections'))
      expect(stored ?? '').not.toContain('"auth"')
      await button(here.page).click()
      await waitForView(here.page, 'Connect')
      const toast = here.page.locator('portico-modal .toast[data-variant="error"]')
      await expect.poll(() => toast.innerText(), { timeout: 10_000 }).toContain(SESSION_ENDED_TOAST)

      // The other browser still holds the login and signs.
      await there.page.click('[data-action="sign-message"]')
      await there.page.locator('[data-signature]').waitFor({ timeout: 30_000 })
      // The only error is the secure site's refusal of the ended session, logged by Chromium.
      expect(here.errors).toEqual([
        'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
      ])
    } finally {
      await here.close()
      await there.close()
    }
  })
})
