import type { Locator, Page } from 'playwright-core'
import type { FaultsHandle } from '../../devnet/faults/faults-handle.js'

/**
 * Chrome on Android freezes a tab in the background; CDP asks the same here, on one DevTools
 * session. Debian's headless Chromium 156 accepts the command but does not freeze the page (no
 * `freeze` event, timers keep running: tried on a bare page), so what these tests disrupt for
 * certain is the relay socket, dropped while the visitor is away.
 */
export async function lifecycleOf(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  return async (state: 'frozen' | 'active') => {
    await cdp.send('Page.setWebLifecycleState', { state })
  }
}

/** The relay closes every socket, the dapp's among them, and then takes new ones again. */
export async function dropRelaySockets(faults: FaultsHandle) {
  await faults.on({ service: 'relay', kind: 'drop-sockets' })
  await faults.off({ service: 'relay', kind: 'drop-sockets' })
}

/**
 * The visitor away in the wallet app: the dapp tab frozen and its relay socket dropped while
 * they approve there, then the tab active again. The approval waits on the relay meanwhile.
 */
export async function approveWhileAway(
  faults: FaultsHandle,
  page: Page,
  setLifecycle: (state: 'frozen' | 'active') => Promise<void>,
  walletTab: Page,
  decided: Locator,
) {
  await setLifecycle('frozen')
  await dropRelaySockets(faults)
  await decided.locator('[data-action="approve"]').tap()
  await walletTab.locator('.wallet-log', { hasText: 'Approved' }).waitFor()
  await setLifecycle('active')
  await page.bringToFront()
}
