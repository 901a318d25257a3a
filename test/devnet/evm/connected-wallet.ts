import type { EvmChainInfo } from '../../../devnet/evm/types.js'
import {
  createDevnetInjectedProvider,
  type DevnetInjectedProvider,
} from '../../../devnet/wallets/injected-wallet-provider.js'
import { createMemoryStorage } from '../../../src/core/storage.js'
import { devAccount } from './dev-account.js'

/**
 * The devnet injected wallet of dev account `index` on `chain`, connected: atomic through the
 * chain's BatchExecutor when it speaks EIP-5792, else answering EIP-5792's methods with 4200.
 */
export async function connectedWallet(
  chain: EvmChainInfo,
  index: number,
  eip5792: boolean,
): Promise<DevnetInjectedProvider> {
  const { chainId, rpcUrl, name, batchExecutorAddress } = chain
  const wallet = createDevnetInjectedProvider({
    privateKey: devAccount(chain, index).privateKey,
    chains: [{ chainId, rpcUrl, name, batchExecutor: batchExecutorAddress }],
    storage: createMemoryStorage(),
    eip5792,
  })
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}
