import { createSolanaRpc } from '@solana/kit'
import type { SolanaSendRequest } from '../controllers/send.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { walletStandardChainOf } from './solana-chains.js'
import { transferTransactionBytes } from './solana-transfer.js'
import { createStandardWallet, type StandardWallet } from './wallet-standard.js'

export const NO_RPC_MESSAGE = 'The Solana network has no RPC URL'

function rpcOf(network: CaipNetwork) {
  const [url] = network.rpcUrls.default.http
  if (url === undefined) throw new Error(NO_RPC_MESSAGE)
  return createSolanaRpc(url)
}

/**
 * What Portico's own calls do with the Wallet Standard wallet of the active Solana connector (an
 * installed one or the embedded one): sign a message, and sign and send a transfer built on a
 * fresh blockhash of the network's own RPC. Loaded through import() with the first of them.
 */
export function solanaWalletCalls(
  wallet: StandardWallet,
  networkFor: (caipNetworkId: string) => CaipNetwork,
) {
  const client = createStandardWallet(wallet)
  return {
    signMessage: client.signMessage,
    sendSolanaTransfer: async (request: SolanaSendRequest): Promise<string> => {
      const network = networkFor(request.chainId)
      const { value: blockhash } = await rpcOf(network).getLatestBlockhash().send()
      const transaction = await transferTransactionBytes({ ...request, blockhash })
      return client.signAndSendTransaction(
        transaction,
        request.from,
        walletStandardChainOf(network.caipNetworkId),
      )
    },
  }
}
