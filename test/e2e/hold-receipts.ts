import type { Page } from 'playwright-core'
import { ethereumRpc } from './account-wallet.js'

/**
 * Holds the page's receipt reads on the devnet's Ethereum chain until the returned release: a
 * batch the embedded wallet sends stays on its ApproveTransaction meanwhile, long enough for its
 * pictures.
 */
export async function holdReceipts(page: Page): Promise<() => void> {
  const rpc = ethereumRpc()
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.href.startsWith(rpc),
    async (route) => {
      if (route.request().postData()?.includes('eth_getTransactionReceipt')) await held
      await route.continue()
    },
  )
  return release
}
