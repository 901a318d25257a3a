import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'
import type { InjectedWalletChain, InjectedWalletInfo } from './injected-wallet.js'
import { bundleWalletScript, scriptSafeJson } from './wallet-script.js'

const WALLET_ENTRY = fileURLToPath(new URL('./injected-wallet.ts', import.meta.url))

export interface InjectedWalletScriptOptions {
  privateKey: Hex
  /** The first chain is the one the wallet starts on. */
  chains: readonly InjectedWalletChain[]
  info?: InjectedWalletInfo
  /** false: a wallet without EIP-5792 (its four methods answer 4200). On by default. */
  eip5792?: boolean
}

/**
 * The devnet injected wallet as one classic script: a page loads it with a <script> tag and the
 * wallet announces itself at once. The installed wallet is kept on
 * `window.porticoDevnetWallet` for tests that want its provider directly. Approval of a page is
 * remembered in its localStorage, so after a reload `eth_accounts` still shares the account.
 */
export function buildInjectedWalletScript(options: InjectedWalletScriptOptions): Promise<string> {
  const config = {
    privateKey: options.privateKey,
    chains: options.chains,
    info: options.info,
    eip5792: options.eip5792,
  }
  const bootstrap = [
    `import { installDevnetInjectedWallet } from ${JSON.stringify(WALLET_ENTRY)}`,
    `window.porticoDevnetWallet = installDevnetInjectedWallet({ ...${scriptSafeJson(config)}, storage: window.localStorage, window })`,
  ].join('\n')
  return bundleWalletScript(bootstrap, 'devnet injected wallet')
}
