import type { Locator, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../devnet/devnet-project-id.js'
import { deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { createBlockchainApiClient } from '../../src/clients/blockchain-api-client.js'
import { EVM_COIN_TYPE, registrationMessage } from '../../src/controllers/names.js'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../src/utils/user-rejection.js'
import {
  browserForFile,
  connectAndOpenFromAccount,
  devAddress,
  installMethodDecliningWallet,
  openHost,
  screenshot,
  seriousAxeViolationsInBothThemes,
  waitForView,
  type ColorScheme,
} from './modal-page.js'
import { expectViewBaselines, WALK_THEMES } from './view-baselines.js'

const browser = browserForFile()

const blockchainApi = () =>
  createBlockchainApiClient({
    baseUrl: inject('endpoints').blockchainApi,
    projectId: DEVNET_PROJECT_ID,
  })

/** The address the Blockchain API resolves a full name to for Ethereum, if any. */
async function resolvedAddress(name: string): Promise<string | undefined> {
  const entry = await blockchainApi().names.resolveName(name)
  if (Array.isArray(entry)) return undefined
  return entry.addresses[String(EVM_COIN_TYPE)]?.address
}

/** Types the name a key at a time, as a user does, and waits for its availability. */
async function typeName(page: Page, view: Locator, name: string): Promise<string | null> {
  await view.locator('[data-field="name"]').focus()
  await page.keyboard.type(name, { delay: 40 })
  const status = view.locator('[data-availability]')
  await expect.poll(() => status.getAttribute('data-availability')).toMatch(/^(available|taken)$/)
  return status.getAttribute('data-availability')
}

const open = (theme: ColorScheme) => openHost(browser(), theme, '')

for (const theme of WALK_THEMES) {
  describe(`RegisterAccountName, ${theme}`, () => {
    it(`[STATE-72][STATE-73][STATE-74][STATE-76] registers a name with the signed message: Success, then Account shows it and the Blockchain API resolves it (${theme})`, async () => {
      const { page, errors, close } = await open(theme)
      const view = await connectAndOpenFromAccount(page, 'choose-name', 'RegisterAccountName')
      const name = `portico-${theme}`
      expect(await typeName(page, view, name)).toBe('available')
      // The devnet suggests the name itself, then variants of it: the variants are offered.
      await view.locator('[data-list="name-suggestions"] [data-suggestion]').first().waitFor()
      expect(
        await view
          .locator('[data-suggestion]')
          .evaluateAll((buttons) =>
            buttons.map((button) => button.getAttribute('data-suggestion')),
          ),
      ).toContain(`${name}1.reown.id`)
      await screenshot(page, 'RegisterAccountName', theme)
      expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
      await view.locator('[data-action="register-name"]').click()
      const success = await waitForView(page, 'RegisterAccountNameSuccess')
      expect(await success.locator('[data-name]').getAttribute('data-name')).toBe(
        `${name}.reown.id`,
      )
      await screenshot(page, 'RegisterAccountNameSuccess', theme)
      await expectViewBaselines(page, 'RegisterAccountNameSuccess')
      await success.locator('[data-action="account"]').click()
      const account = await waitForView(page, 'Account')
      expect(await account.locator('.address').innerText()).toBe(`${name}.reown.id`)
      expect(await account.locator('[data-action="choose-name"]').count()).toBe(0)
      expect((await resolvedAddress(`${name}.reown.id`))?.toLowerCase()).toBe(
        devAddress().toLowerCase(),
      )
      expect(errors).toEqual([])
      await close()
    })
  })
}

describe('RegisterAccountName failures', () => {
  it('a taken name is shown as taken and cannot be registered; a suggestion can be taken instead', async () => {
    // Another dev account registers the name first, through the API, as another user would.
    const other = deriveDevAccounts(2)[1]
    if (!other) throw new Error('no second dev account')
    const signer = privateKeyToAccount(other.privateKey)
    const taken = 'taken-name.reown.id'
    const message = registrationMessage(taken, {}, Date.now())
    await blockchainApi().names.register(taken, {
      coin_type: EVM_COIN_TYPE,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    })
    const { page, close } = await open('light')
    const view = await connectAndOpenFromAccount(page, 'choose-name', 'RegisterAccountName')
    expect(await typeName(page, view, 'taken-name')).toBe('taken')
    expect(await view.locator('[data-availability]').innerText()).toBe('This name is taken')
    expect(await view.locator('[data-action="register-name"]').isDisabled()).toBe(true)
    await screenshot(page, 'RegisterAccountName-taken', 'light')
    // Keyboard: Tab from the name reaches the first suggestion; Enter takes it.
    await view.locator('[data-field="name"]').focus()
    await page.keyboard.press('Tab')
    const first = await view.locator('[data-suggestion]').first().getAttribute('data-suggestion')
    await page.keyboard.press('Enter')
    expect(await view.locator('[data-field="name"]').inputValue()).toBe(
      first?.replace('.reown.id', ''),
    )
    await expect
      .poll(() => view.locator('[data-availability]').getAttribute('data-availability'))
      .toBe('available')
    expect(await resolvedAddress(taken)).toBe(signer.address)
    await close()
  })

  it('[STATE-77] when the wallet declines to sign, the view returns to RegisterAccountName with the rejection and nothing is registered', async () => {
    const { page, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.addInitScript(installMethodDecliningWallet, {
        method: 'personal_sign',
        name: 'Sign-Declining Wallet',
        rdns: 'dev.portico.sign-declining',
        uuid: '00000000-0000-4000-8000-000000000003',
      })
    })
    const view = await connectAndOpenFromAccount(
      page,
      'choose-name',
      'RegisterAccountName',
      'Sign-Declining Wallet',
    )
    expect(await typeName(page, view, 'never-signed')).toBe('available')
    await view.locator('[data-action="register-name"]').click()
    await view.locator('.error-text').waitFor()
    expect(await view.locator('.error-text').innerText()).toContain(USER_REJECTED_REQUEST_MESSAGE)
    await waitForView(page, 'RegisterAccountName')
    expect(await resolvedAddress('never-signed.reown.id')).toBeUndefined()
    await close()
  })

  it('[STATE-71] [NAV-16] cancelling on ApproveTransaction while the wallet is asked returns to RegisterAccountName, and nothing is registered', async () => {
    const { page, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.addInitScript(installMethodDecliningWallet, {
        method: 'personal_sign',
        name: 'Sign-Waiting Wallet',
        rdns: 'dev.portico.sign-waiting',
        uuid: '00000000-0000-4000-8000-000000000004',
        hang: true,
      })
    })
    const view = await connectAndOpenFromAccount(
      page,
      'choose-name',
      'RegisterAccountName',
      'Sign-Waiting Wallet',
    )
    expect(await typeName(page, view, 'left-waiting')).toBe('available')
    await view.locator('[data-action="register-name"]').click()
    const approve = await waitForView(page, 'ApproveTransaction')
    await screenshot(page, 'RegisterAccountName-approve', 'light')
    await approve.locator('[data-action="cancel"]').focus()
    await page.keyboard.press('Enter')
    const back = await waitForView(page, 'RegisterAccountName')
    expect(await back.locator('.error-text').innerText()).toBe(USER_REJECTED_REQUEST_MESSAGE)
    // No longer waiting for the signature: the button offers the registration again.
    expect(await back.locator('[data-action="register-name"]').innerText()).toBe('Try again')
    // The registration's entry left the stack with the cancel: back goes to Account, as before.
    await back.locator('[data-action="back"]').click()
    await waitForView(page, 'Account')
    expect(await resolvedAddress('left-waiting.reown.id')).toBeUndefined()
    await close()
  })
})
