import { fileURLToPath } from 'node:url'
import { bundleWalletScript, scriptSafeJson } from './wallet-script.js'

const WALLET_ENTRY = fileURLToPath(new URL('./solana-wallet.ts', import.meta.url))

export interface SolanaWalletScriptOptions {
  /** 64 bytes, private seed then public key (a devnet keypair's `secretKey`). */
  secretKey: Uint8Array
  /** The devnet cluster's JSON-RPC URL. */
  rpcUrl: string
  name?: string
}

/**
 * The devnet Wallet Standard wallet as one classic script: a page loads it with a <script> tag and
 * the wallet registers itself (once its key is imported, a few milliseconds later). The installed
 * wallet is kept on `window.porticoDevnetSolanaWallet` (a promise) for tests, which can make it
 * refuse requests from there; approval of a page is remembered in its localStorage.
 */
export function buildSolanaWalletScript(options: SolanaWalletScriptOptions): Promise<string> {
  const config = {
    secretKey: [...options.secretKey],
    rpcUrl: options.rpcUrl,
    name: options.name,
  }
  const bootstrap = [
    `import { installDevnetSolanaWallet } from ${JSON.stringify(WALLET_ENTRY)}`,
    `window.porticoDevnetSolanaWallet = installDevnetSolanaWallet({ ...${scriptSafeJson(config)}, storage: window.localStorage, window })`,
  ].join('\n')
  return bundleWalletScript(bootstrap, 'devnet Solana wallet')
}
