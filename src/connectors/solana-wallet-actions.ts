import { createSolanaRpc } from '@solana/kit'
import type { SolanaSendRequest } from '../controllers/send.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { WalletActions } from '../wiring/wallet-actions.js'
import { walletStandardChainOf } from './solana-chains.js'
import { transferTransactionBytes } from './solana-transfer.js'
import type { StandardWalletClient } from './wallet-standard.js'

export const NO_RPC_MESSAGE = 'The Solana network has no RPC URL'

function rpcOf(network: CaipNetwork) {
  const [url] = network.rpcUrls.default.http
  if (url === undefined) throw new Error(NO_RPC_MESSAGE)
  return createSolanaRpc(url)
}

/**
 * What the modal does with a Wallet Standard wallet (an installed one or the embedded one): sign a
 * message, and sign and send a transfer built on a fresh blockhash of the network's own RPC.
 */
export function solanaWalletActions(
  client: Pick<StandardWalletClient, 'signMessage' | 'signAndSendTransaction'>,
  networkFor: (caipNetworkId: string) => CaipNetwork,
): Partial<WalletActions> {
  return {
    signMessage: client.signMessage,
    sendSolanaTransfer: async (request: SolanaSendRequest) => {
      const network = networkFor(request.chainId)
      const { value: blockhash } = await rpcOf(network).getLatestBlockhash().send()
      const transaction = await transferTransactionBytes({ ...request, blockhash })
      return client.signAndSendTransaction(
        transaction,
        request.from,
        walletStandardChainOf(network.caipNetworkId),
      )
    },
    // The Wallet Standard has no network switch: the chain is named on every request instead.
    switchNetwork: () => Promise.resolve(),
  }
}
