import { formatEther, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { truncateBalance } from '../../src/utils/format-amount.js'
import { askEmailCode, pasteCode } from './email-login.js'
import { codeFor } from './mailbox-code.js'
import {
  chainBalance,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
  browserForFile,
} from './modal-page.js'

const browser = browserForFile()

describe('email login through the modal', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`signs in with the code from the devnet mailbox; Account shows the embedded wallet and its balance; disconnect returns to Connect (${theme})`, async () => {
      const email = `visitor-${theme}@portico.test`
      const { page, errors, close } = await openHost(browser(), theme)
      const login = await askEmailCode(page, email)
      expect(await login.locator('[data-action="resend"]').isDisabled()).toBe(true)
      expect(await login.locator('[data-action="resend"]').innerText()).toMatch(
        /Resend code in \d+s/,
      )
      await screenshot(page, 'EmailLogin', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      const code = await codeFor(email)
      // A pasted code fills all six boxes at once.
      await pasteCode(page, login, code)
      await login.waitFor({ state: 'detached', timeout: 30_000 })

      const button = page.locator('[data-portico="connect-button"]')
      await button.locator('[data-portico="balance"]').waitFor({ timeout: 30_000 })
      await button.click()
      const account = await waitForView(page, 'Account')
      const address = (await account.locator('[data-address]').getAttribute('data-address')) ?? ''
      expect(isAddress(address)).toBe(true)
      const balance = account.locator('[data-balance]')
      await expect.poll(() => balance.getAttribute('data-balance')).not.toBeNull()
      expect(truncateBalance((await balance.getAttribute('data-balance')) ?? '')).toBe(
        truncateBalance(formatEther(await chainBalance(address))),
      )
      await account.locator('[data-action="disconnect"]').click()
      await waitForView(page, 'Connect')
      expect(await button.innerText()).toBe('Connect')
      expect(errors).toEqual([])
      await close()
    })
  }
})
