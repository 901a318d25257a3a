import type { Address } from 'viem'
import { createWalletBatches } from './wallet-batches.js'
import { walletKeyOf, type LoginIdentity } from './login-identity.js'
import { fundSolanaAddress } from './solana-funding.js'
import { runSolanaRpc } from './solana-rpc.js'
import { solanaWalletOf, type SolanaWallet } from './solana-wallet.js'
import type { WalletStore } from './wallet-store.js'
import { runWalletRpc, type RpcCall } from './wallet-rpc.js'

export interface UserWalletsDeps {
  store: WalletStore
  /** RPC URL per CAIP-2 chain id; `solana:` ones are Solana clusters. */
  chains: Record<string, string>
  /** CAIP-2 chain id -> the chain's BatchExecutor, where batches are atomic. */
  batchExecutors: Record<string, Address>
  log?: (line: string) => void
}

const isSolana = (caipNetworkId: string): boolean => caipNetworkId.startsWith('solana:')

/**
 * A login's wallets: the stored EVM key and the Solana key derived from it. Requests run with the
 * wallet of their chain's namespace; keys never leave the server.
 */
export function createUserWallets(deps: UserWalletsDeps) {
  const { store, chains } = deps
  const solanaWallets = new Map<string, Promise<SolanaWallet>>()
  const batches = createWalletBatches({ chains, batchExecutors: deps.batchExecutors })

  const solanaOf = (identity: LoginIdentity): Promise<SolanaWallet> => {
    const key = walletKeyOf(identity)
    let wallet = solanaWallets.get(key)
    if (wallet === undefined) {
      wallet = solanaWalletOf(store.walletOf(key))
      solanaWallets.set(key, wallet)
    }
    return wallet
  }

  /** The user's address in each namespace the site signs for. */
  const addressesOf = async (identity: LoginIdentity) => ({
    address: store.walletOf(walletKeyOf(identity)).address,
    solanaAddress: (await solanaOf(identity)).address,
  })

  /**
   * Funds the user's Solana address on every Solana cluster the site serves. A cluster that
   * cannot be reached does not stop the sign-in: the user may never use Solana.
   */
  const fund = async (identity: LoginIdentity): Promise<void> => {
    const { address } = await solanaOf(identity)
    const clusters = Object.entries(chains).filter(([id]) => isSolana(id))
    await Promise.all(
      clusters.map(async ([id, rpcUrl]) => {
        try {
          await fundSolanaAddress(rpcUrl, address)
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          deps.log?.(`secure site: could not fund ${address} on ${id}: ${reason}`)
        }
      }),
    )
  }

  const run = async (identity: LoginIdentity, rpcUrl: string, call: RpcCall) =>
    isSolana(call.chainId)
      ? runSolanaRpc(await solanaOf(identity), rpcUrl, call)
      : runWalletRpc(store.walletOf(walletKeyOf(identity)), rpcUrl, call, batches)

  return { addressesOf, fund, run }
}
