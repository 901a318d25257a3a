import { describe, expect, it } from 'vitest'
import { browserForFile, dialogOf, openHost, waitForView } from './modal-page.js'
import { connectWith } from './siwx-page.js'

const browser = browserForFile()

describe('usePorticoEvent in Chromium', () => {
  it('hands the host app each event the instance tracks, in order (the playground lists them)', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=optional')
    const tracked = page.locator('[data-tracked-events]')
    expect(await tracked.innerText()).toBe('none yet')
    await connectWith(page)
    const sign = await waitForView(page, 'SIWXSignMessage')
    await sign.locator('[data-action="sign"]:not([disabled])').click()
    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
    // The connection funnel, then the sign-in the modal reopened for.
    await expect
      .poll(() => tracked.innerText())
      .toBe('MODAL_OPEN, SELECT_WALLET, CONNECT_SUCCESS, MODAL_OPEN, SIWX_AUTH_SUCCESS')

    await page.evaluate(() =>
      window.porticoDevnetWallet?.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x2105' }],
      }),
    )
    const onBase = await waitForView(page, 'SIWXSignMessage')
    await onBase.locator('[data-action="cancel"]').click()
    // The playground keeps the last five.
    await expect
      .poll(() => tracked.innerText())
      .toBe('CONNECT_SUCCESS, MODAL_OPEN, SIWX_AUTH_SUCCESS, MODAL_OPEN, CLICK_CANCEL_SIWX')
    expect(errors).toEqual([])
    await close()
  })
})
