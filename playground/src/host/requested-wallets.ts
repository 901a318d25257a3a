/** The query parameter that installs the multi-chain test wallet on the host page. */
export const MULTI_CHAIN_PARAM = 'multichain'
export const MULTI_CHAIN_WALLET_SCRIPT = '/devnet-multichain-wallet.js'

export const wantsMultiChainWallet = (search: string): boolean =>
  new URLSearchParams(search).get(MULTI_CHAIN_PARAM) === '1'

/** The page again with the multi-chain test wallet installed, or without it. */
export function urlWithMultiChainWallet(href: string, on: boolean): string {
  const url = new URL(href)
  if (on) url.searchParams.set(MULTI_CHAIN_PARAM, '1')
  else url.searchParams.delete(MULTI_CHAIN_PARAM)
  return url.href
}

/**
 * Installs the test wallets the page asked for. A wallet may arrive after the app started: it
 * announces itself (EIP-6963) and registers (Wallet Standard) on load, as a late extension does.
 */
export function installRequestedWallets(target: Document): void {
  if (!wantsMultiChainWallet(target.location.search)) return
  const script = target.createElement('script')
  script.src = MULTI_CHAIN_WALLET_SCRIPT
  target.body.append(script)
}
