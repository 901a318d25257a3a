import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'
import type { InjectedWalletChain } from './injected-wallet.js'
import { bundleWalletScript, scriptSafeJson } from './wallet-script.js'

const INJECTED_ENTRY = fileURLToPath(new URL('./injected-wallet.ts', import.meta.url))
const SOLANA_ENTRY = fileURLToPath(new URL('./solana-wallet.ts', import.meta.url))

export const MULTI_CHAIN_WALLET_NAME = 'Portico Devnet Multichain Wallet'
export const MULTI_CHAIN_WALLET_RDNS = 'dev.portico.multichain'

export interface MultiChainWalletScriptOptions {
  /** The EVM half's key; the first chain is the one it starts on. */
  privateKey: Hex
  chains: readonly InjectedWalletChain[]
  /** The Solana half's 64-byte keypair and the devnet cluster's JSON-RPC URL. */
  secretKey: Uint8Array
  rpcUrl: string
}

/**
 * One wallet installed for two namespaces, as an extension serving EVM and Solana is: the devnet
 * injected wallet announced through EIP-6963 and the devnet Solana wallet registered through the
 * Wallet Standard, under one name and one icon, so a page groups them as one multi-chain
 * wallet. Neither half remembers its approval across reloads: the single-namespace devnet wallets
 * on the same page keep theirs under the same storage keys. Installed on
 * `window.porticoDevnetMultiChainWallet` as `{ evm, solana }` (solana a promise) for tests.
 */
export function buildMultiChainWalletScript(
  options: MultiChainWalletScriptOptions,
): Promise<string> {
  const evm = { privateKey: options.privateKey, chains: options.chains }
  const solana = { secretKey: [...options.secretKey], rpcUrl: options.rpcUrl }
  const bootstrap = [
    `import { installDevnetInjectedWallet } from ${JSON.stringify(INJECTED_ENTRY)}`,
    `import { installDevnetSolanaWallet, SOLANA_WALLET_ICON } from ${JSON.stringify(SOLANA_ENTRY)}`,
    `const name = ${JSON.stringify(MULTI_CHAIN_WALLET_NAME)}`,
    `const info = { name, rdns: ${JSON.stringify(MULTI_CHAIN_WALLET_RDNS)}, icon: SOLANA_WALLET_ICON }`,
    `window.porticoDevnetMultiChainWallet = {`,
    `  evm: installDevnetInjectedWallet({ ...${scriptSafeJson(evm)}, info, window }),`,
    `  solana: installDevnetSolanaWallet({ ...${scriptSafeJson(solana)}, name, window }),`,
    `}`,
  ].join('\n')
  return bundleWalletScript(bootstrap, 'devnet multi-chain wallet')
}
