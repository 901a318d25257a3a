import { describe, expect, it } from 'vitest'
import { browserForFile, devAddress, openHost, waitForView } from './modal-page.js'
import { connectWith, installManualWallet } from './siwx-page.js'

const browser = browserForFile()

interface ToastSample {
  at: number
  shown: string | null
}

declare global {
  interface Window {
    /** What the modal's toast area showed after each change, with when. */
    toastSamples?: ToastSample[]
  }
}

describe('the toast in Chromium', () => {
  it('[UI-03] [UI-04] the signing failure’s error replaces the open loading toast: the loading toast closes first and the error shows 150 ms later, not earlier', async () => {
    const { page, close } = await openHost(browser(), 'light', '?siwx=required', (context) =>
      installManualWallet(context, devAddress()),
    )
    await connectWith(page, 'Manual Wallet')
    const sign = await waitForView(page, 'SIWXSignMessage')

    // Records every state of the toast area inside the modal's shadow root.
    await page.evaluate(() => {
      const root = document.querySelector('portico-modal')?.shadowRoot
      if (!root) throw new Error('no modal')
      const samples: ToastSample[] = []
      window.toastSamples = samples
      const read = () => {
        const toast = root.querySelector('.toast')
        return toast ? `${toast.getAttribute('data-variant') ?? ''}:${toast.textContent}` : null
      }
      let last = read()
      new MutationObserver(() => {
        const now = read()
        if (now === last) return
        last = now
        samples.push({ at: performance.now(), shown: now })
      }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
    })

    await sign.locator('[data-action="sign"]:not([disabled])').click()
    await expect.poll(() => page.evaluate(() => window.porticoManualWallet?.pending)).toBe(1)
    // The wallet says no at `rejectedAt`: the loading toast closes on that failure, so the error
    // may show no earlier than 150 ms after this instant (the close itself comes a little later).
    const rejectedAt = await page.evaluate(() => {
      const at = performance.now()
      window.porticoManualWallet?.reject(4001, 'User rejected the request.')
      return at
    })
    await sign.locator('.toast[data-variant="error"]').waitFor()

    const samples = (await page.evaluate(() => window.toastSamples)) ?? []
    const shown = samples.map((sample) => sample.shown)
    // UI-01's loading and error kinds, in this order, with nothing between them but no toast.
    expect(shown).toEqual(['loading:⏳Authenticating...', null, 'error:!Error signing message'])
    const [, closed, error] = samples
    if (!closed || !error) throw new Error('the toast did not change as expected')
    expect(closed.at).toBeLessThan(error.at)
    expect(error.at - rejectedAt).toBeGreaterThanOrEqual(150)
    await close()
  })
})
