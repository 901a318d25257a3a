import type { BrowserContext } from 'playwright-core'
import { createWalletClient, http, isAddress, parseEther, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'
import { deriveDevAccounts, type DevAccount } from '../../devnet/evm/dev-accounts.js'
import { buildInjectedWalletScript } from '../../devnet/wallets/injected-wallet-script.js'

const CHAIN_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum (devnet)',
  'eip155:8453': 'Base (devnet)',
}

export function devAccount(index: number): DevAccount {
  const account = deriveDevAccounts(index + 1)[index]
  if (!account) throw new Error(`No dev account ${String(index)}`)
  return account
}

/** The devnet's Ethereum chain URL. */
export function ethereumRpc(): string {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  return rpc
}

/**
 * Installs, before the page's scripts run, the devnet injected wallet holding another dev account
 * under its own name, so a test can connect as an account whose history it controls.
 */
export async function installAccountWallet(
  context: BrowserContext,
  index: number,
  name: string,
  options: { eip5792?: boolean; assetDiscovery?: boolean } = {},
): Promise<Address> {
  const account = devAccount(index)
  const { chains: rpcUrls, batchExecutors = {}, tokens = {} } = inject('endpoints')
  const chains = Object.entries(rpcUrls).flatMap(([caipNetworkId, rpcUrl]) => {
    const chainName = CHAIN_NAMES[caipNetworkId]
    // With the chain's BatchExecutor, a wallet that speaks EIP-5792 sends its batches atomically.
    const executor = batchExecutors[caipNetworkId]
    const batchExecutor = executor !== undefined && isAddress(executor) ? executor : undefined
    // With the chain's tokens to list, the wallet reports assetDiscovery there (wallet_getAssets).
    const assetTokens = options.assetDiscovery
      ? (tokens[caipNetworkId] ?? []).filter((token) => isAddress(token))
      : undefined
    const chainId = Number(caipNetworkId.split(':')[1])
    return chainName ? [{ chainId, rpcUrl, name: chainName, batchExecutor, assetTokens }] : []
  })
  const script = await buildInjectedWalletScript({
    privateKey: account.privateKey,
    chains,
    eip5792: options.eip5792,
    info: {
      name,
      rdns: `dev.portico.account-${String(index)}`,
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%232f9e44"/%3E%3C/svg%3E',
    },
  })
  await context.addInitScript({ content: script })
  return account.address
}

/** Sends `count` ETH transfers of `amount` from one dev account to an address on Ethereum. */
export async function sendEthTransfers(
  fromIndex: number,
  to: Address,
  count: number,
  amount = '0.01',
): Promise<void> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(devAccount(fromIndex).privateKey),
    transport: http(ethereumRpc()),
  })
  for (let sent = 0; sent < count; sent += 1)
    await wallet.sendTransaction({ chain: null, to, value: parseEther(amount) })
}
