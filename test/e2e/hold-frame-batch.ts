import type { Page } from 'playwright-core'
import { inject } from 'vitest'

/**
 * Holds the secure frame's wallet_sendCalls on its way to the site until the returned release:
 * the embedded wallet's batch stays on its ApproveTransaction meanwhile, long enough for its
 * pictures, with nothing sent yet.
 */
export async function holdFrameBatch(page: Page): Promise<() => void> {
  const siteRpc = new URL('/api/rpc', inject('endpoints').secureSite).href
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.href === siteRpc,
    async (route) => {
      if (route.request().postData()?.includes('"wallet_sendCalls"')) await held
      await route.continue()
    },
  )
  return release
}
