import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserForFile,
  dialogOf,
  finishNetworkSwitch,
  openHost,
  screenshot,
  seriousAxeViolationsInBothThemes,
  waitForView,
} from './modal-page.js'
import { expectViewBaselines, WALK_THEMES } from './view-baselines.js'

const browser = browserForFile()
const WALLET = 'Chain-Adding Wallet'

declare global {
  interface Window {
    /** What the page asked the chain-adding wallet to add (wallet_addEthereumChain params). */
    addedChains?: unknown[]
    /** Makes the chain-adding wallet report a chain change, as when the user moves it. */
    moveWalletTo?: (chainIdHex: string) => void
  }
}

/**
 * Runs in the page: re-announces the devnet wallet as "Chain-Adding Wallet", which does not know
 * Base until the page adds it (wallet_switchEthereumChain answers 4902, as wallets do) and can be
 * moved to any chain by the test, as a user switching in the wallet would.
 */
function installChainAddingWallet(): void {
  window.addedChains = []
  const listeners: ((payload: unknown) => void)[] = []
  window.moveWalletTo = (chainIdHex) => {
    for (const listener of listeners) listener(chainIdHex)
  }
  window.addEventListener('eip6963:announceProvider', (event) => {
    if (!(event instanceof CustomEvent)) return
    const detail: unknown = event.detail
    if (typeof detail !== 'object' || detail === null || !('provider' in detail)) return
    if (!('info' in detail) || typeof detail.info !== 'object' || detail.info === null) return
    if (!('rdns' in detail.info) || detail.info.rdns !== 'dev.portico.wallet') return
    const inner = detail.provider
    if (typeof inner !== 'object' || inner === null || !('request' in inner)) return
    const forward = inner.request
    if (typeof forward !== 'function') return
    let knowsBase = false
    const provider = {
      request: (args: { method: string; params?: unknown[] }): Promise<unknown> => {
        const target: unknown = args.params?.[0]
        const chainId =
          typeof target === 'object' && target !== null && 'chainId' in target
            ? target.chainId
            : undefined
        if (args.method === 'wallet_addEthereumChain') {
          window.addedChains?.push(target)
          knowsBase = true
          return Promise.resolve(null)
        }
        if (args.method === 'wallet_switchEthereumChain' && chainId === '0x2105' && !knowsBase) {
          return Promise.reject(
            Object.assign(new Error('Unrecognized chain ID "0x2105"'), { code: 4902 }),
          )
        }
        return Promise.resolve(forward.call(inner, args))
      },
      on: (name: string, listener: (payload: unknown) => void) => {
        if (name === 'chainChanged') listeners.push(listener)
        const on: unknown = Reflect.get(inner, 'on')
        if (typeof on === 'function') Reflect.apply(on, inner, [name, listener])
      },
      removeListener: () => undefined,
    }
    const info = {
      ...detail.info,
      uuid: '00000000-0000-4000-8000-000000000003',
      name: 'Chain-Adding Wallet',
      rdns: 'dev.portico.chain-adding',
    }
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
    )
  })
}

async function openWithWallet(theme: 'light' | 'dark' = 'light') {
  const opened = await openHost(browser(), theme, '', async (context) => {
    await context.addInitScript(installChainAddingWallet)
  })
  const { page } = opened
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator(`.row[data-wallet="${WALLET}"]`).click()
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
  await expect
    .poll(() => page.locator('[data-portico="connect-button"] [data-portico="balance"]').count())
    .toBe(1)
  return opened
}

const networkButton = (page: Page) => page.locator('[data-portico="network-button"]')

describe('EIP-6963 wallet chains', () => {
  it('switching to a chain the wallet lacks adds it first (wallet_addEthereumChain after 4902), then switches', async () => {
    const { page, errors, close } = await openWithWallet()
    await networkButton(page).click()
    const networks = await waitForView(page, 'Networks')
    await networks.locator('.row', { hasText: 'Base (devnet)' }).click()
    await finishNetworkSwitch(page, 'Base (devnet)')
    await expect.poll(() => networkButton(page).innerText()).toBe('Base (devnet)')
    const added = await page.evaluate(() => window.addedChains)
    expect(added).toEqual([
      expect.objectContaining({
        chainId: '0x2105',
        chainName: 'Base (devnet)',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+/)],
      }),
    ])
    expect(errors).toEqual([])
    await close()
  })

  for (const theme of WALK_THEMES) {
    it(`[NAV-19] the wallet moving to a chain the app did not configure opens UnsupportedChain; picking a network there switches back (${theme})`, async () => {
      const { page, close } = await openWithWallet(theme)
      await page.evaluate(() => {
        window.moveWalletTo?.('0x89')
      })
      const unsupported = await waitForView(page, 'UnsupportedChain')
      await screenshot(page, 'UnsupportedChain-wallet', theme)
      await expectViewBaselines(page, 'UnsupportedChain')
      await unsupported.locator('.row', { hasText: 'Ethereum (devnet)' }).click()
      // The switch's success view, then Done closes the modal: the app can be used again.
      await unsupported.locator('[data-outcome="succeeded"]').waitFor()
      await screenshot(page, 'UnsupportedChain-switched', theme)
      expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
      await finishNetworkSwitch(page, 'Ethereum (devnet)')
      await unsupported.waitFor({ state: 'detached' })
      await expect.poll(() => networkButton(page).innerText()).toBe('Ethereum (devnet)')
      await close()
    })
  }
})
