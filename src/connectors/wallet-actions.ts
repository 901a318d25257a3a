import type { Hex } from '../utils/evm.js'
import type { BalancesDeps } from '../controllers/balances.js'
import type { EvmSendRequest, SendDeps } from '../controllers/send.js'
import type { SwapTransactionRequest } from '../controllers/swap-api.js'
import type { CaipNetwork } from '../core/caip-network.js'

/**
 * The wallet calls an app gives Portico itself (`walletActions`, `setWalletActions`): its network
 * switch, abort, capabilities and assets. Portico's own connectors need none of them (their switch
 * and abort are the connector's, connectors/wallet-connector.ts); signing and sending go through
 * the connection's provider (provider-calls.ts), and the signing calls here serve only when no
 * provider is there.
 */
export interface WalletActions {
  /** eth_sendTransaction, for sends and swaps; resolves to the transaction hash. */
  sendTransaction: (request: EvmSendRequest | SwapTransactionRequest) => Promise<Hex>
  sendSolanaTransfer: SendDeps['sendSolanaTransfer']
  /** personal_sign on EVM, signMessage on Solana; resolves to the signature. */
  signMessage: (message: string, address: string) => Promise<string>
  /** Asks the wallet to change network; without it only Portico's active network changes. */
  switchNetwork?: (network: CaipNetwork) => Promise<void>
  getCapabilities?: BalancesDeps['getCapabilities']
  walletGetAssets?: BalancesDeps['walletGetAssets']
  /**
   * Ends the wallet's pending signing requests where it runs them (the embedded wallet's frame):
   * called when the user cancels on ApproveTransaction, so nothing is signed after the no.
   */
  abortRequests?: () => void
}

export const noWalletActionMessage = (action: keyof WalletActions): string =>
  `No connected wallet provides ${action}`
