import { isHex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { devnetFaults } from './devnet-faults.js'
import { approveWhileAway, lifecycleOf } from './phone-away.js'
import {
  browserForFile,
  screenshot,
  seriousAxeViolationsInBothThemes,
  waitForView,
} from './modal-page.js'
import { SIGNED_TEXT, decision, nextWalletTab, openOnPhone, tapWalletApp } from './phone-page.js'
import { ACCEPTED_WALLETCONNECT_LOGS, errorsThatMatter } from './walletconnect-console.js'

const { settledResponse, lateSettle } = ACCEPTED_WALLETCONNECT_LOGS
const browser = browserForFile()
const faults = devnetFaults()

/** The playground's walletConnect.answerTimeoutMs: short, so the wait ends within the test. */
const ANSWER_TIMEOUT_MS = 3_000
const LOST =
  "Your wallet's answer did not arrive. It may still have signed or sent the request: check your wallet before trying again."

afterEach(async () => {
  await faults.reset()
})

describe('on a phone: a request whose answer the relay lost', () => {
  it("the tab frozen while the wallet answers into a relay that loses it: on resume the app's promise and SIWX's sign view end with WalletAnswerLostError within answerTimeoutMs; the next request, fault off, signs", async () => {
    const { context, page, errors, close } = await openOnPhone(
      browser(),
      `walletApp=1&siwx=optional&answerTimeoutMs=${String(ANSWER_TIMEOUT_MS)}`,
    )
    const setLifecycle = await lifecycleOf(page)
    const { tab, walletErrors } = await tapWalletApp(context, page)
    const proposal = decision(tab, 'proposal')
    await proposal.waitFor()
    await proposal.locator('[data-action="approve"]').tap()
    const evmAddress = (await tab.locator('[data-evm-address]').innerText()).trim()
    if (!isHex(evmAddress)) throw new Error('Not hex')
    await page.bringToFront()
    const sign = await waitForView(page, 'SIWXSignMessage')
    await tab.close()

    /**
     * A tap that asks the wallet: the wallet app opens for the request and the visitor approves
     * there while the tab is away, the relay losing the answer when `lose`. The app is closed.
     */
    const approveAway = async (tap: () => Promise<void>, lose: boolean) => {
      const { tab: requestTab, walletErrors: requestErrors } = await nextWalletTab(context, tap)
      const request = decision(requestTab, 'request')
      await request.waitFor()
      if (lose) await faults.on({ service: 'relay', kind: 'lose-answers' })
      await approveWhileAway(faults, page, setLifecycle, requestTab, request)
      await requestTab.close()
      return requestErrors
    }
    const signInWallet = (lose: boolean) =>
      approveAway(() => sign.locator('[data-action="sign"]').tap(), lose)
    const appSign = (lose: boolean) =>
      approveAway(() => page.locator('[data-action="sign-message"]').tap(), lose)

    // SIWX's sign view: the answer is lost; the view says so and Sign is offered again.
    const lost = await signInWallet(true)
    const resumedAt = Date.now()
    const message = sign.locator('[role="alert"]', { hasText: LOST })
    await message.waitFor({ timeout: ANSWER_TIMEOUT_MS + 10_000 })
    expect(Date.now() - resumedAt).toBeLessThan(ANSWER_TIMEOUT_MS + 8_000)
    const signButton = sign.locator('[data-action="sign"]')
    expect(await signButton.isEnabled()).toBe(true)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await screenshot(page, 'SIWXSignMessage-answer-lost', colorScheme)
    }
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
    await faults.off({ service: 'relay', kind: 'lose-answers' })

    // Try again, the relay delivering: signed in, the modal closes.
    const again = await signInWallet(false)
    await expect.poll(() => sign.isVisible(), { timeout: 30_000 }).toBe(false)

    // The app's own personal_sign: its promise rejects with the error, then the next one signs.
    const appLostErrors = await appSign(true)
    const appResumedAt = Date.now()
    const failed = page.locator('[data-sign-error]')
    await failed.waitFor({ timeout: ANSWER_TIMEOUT_MS + 10_000 })
    expect(Date.now() - appResumedAt).toBeLessThan(ANSWER_TIMEOUT_MS + 8_000)
    expect(await failed.getAttribute('data-sign-error')).toBe(LOST)
    expect(await failed.getAttribute('data-error-name')).toBe('WalletAnswerLostError')
    await faults.off({ service: 'relay', kind: 'lose-answers' })

    const appSignedErrors = await appSign(false)
    const signed = page.locator('[data-signature]')
    await signed.waitFor({ timeout: 30_000 })
    const signature = (await signed.getAttribute('data-signature')) ?? ''
    if (!isHex(signature)) throw new Error('Not hex')
    expect(await verifyMessage({ address: evmAddress, message: SIGNED_TEXT, signature })).toBe(true)

    expect([...walletErrors, ...lost, ...again, ...appLostErrors, ...appSignedErrors]).toEqual([])
    expect(errorsThatMatter(errors, [settledResponse, lateSettle])).toEqual([])
    await close()
  })
})
