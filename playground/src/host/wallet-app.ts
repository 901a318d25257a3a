import type { CustomWallet } from '../../../src/controllers/options.js'

/**
 * `?walletApp=1`: the devnet WalletConnect wallet page is listed as a wallet app with a universal
 * link of its own (`/wallet-app/wc?uri=…`, served by the playground), so a phone visitor is sent
 * there with the pairing; `?walletReturn=1` also gives the pairing the way back to this page.
 */
export const WALLET_APP_PARAM = 'walletApp'
export const WALLET_RETURN_PARAM = 'walletReturn'
/** The wallet app's universal link base, on the playground's own origin. */
export const WALLET_APP_PATH = '/wallet-app'

export function devnetWalletApps(search: string, origin: string): CustomWallet[] {
  if (new URLSearchParams(search).get(WALLET_APP_PARAM) !== '1') return []
  return [
    {
      id: 'portico-devnet-wallet-app',
      name: 'Devnet Wallet App',
      homepage: origin,
      mobile_link: new URL(WALLET_APP_PATH, origin).href,
      image_url: new URL('/favicon.svg', origin).href,
    },
  ]
}

/** The way back the pairing names, when asked for: this very page. */
export function devnetWalletReturn(search: string, href: string) {
  return new URLSearchParams(search).get(WALLET_RETURN_PARAM) === '1'
    ? { universal: href }
    : undefined
}
