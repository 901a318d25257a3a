import type { Hex } from 'viem'
import type { BalancesDeps, WalletAssetsRequest } from '../controllers/balances.js'
import type { EvmSendRequest, SendDeps, SolanaSendRequest } from '../controllers/send.js'
import type { SwapTransactionRequest } from '../controllers/swap-api.js'
import type { CaipNetwork } from '../core/caip-network.js'

/**
 * What the connected wallet can do, as the app (or a connector adapter) provides it. Portico has
 * no wallet of its own: send, swap, names and SIWX all go through these.
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
}

export const noWalletActionMessage = (action: keyof WalletActions): string =>
  `No connected wallet provides ${action}`

/**
 * The instance's current wallet actions. The controllers get stable functions that look up the
 * latest actions on every call, so the app can swap wallets without rebuilding controllers.
 */
export function createWalletActionsSlot() {
  let current: Partial<WalletActions> = {}

  const missing = (action: keyof WalletActions): Promise<never> =>
    Promise.reject(new Error(noWalletActionMessage(action)))

  return {
    set: (actions: Partial<WalletActions>): void => {
      current = { ...actions }
    },
    clear: (): void => {
      current = {}
    },
    has: (action: keyof WalletActions): boolean => current[action] !== undefined,
    sendTransaction: (request: EvmSendRequest | SwapTransactionRequest): Promise<Hex> =>
      current.sendTransaction ? current.sendTransaction(request) : missing('sendTransaction'),
    sendSolanaTransfer: (request: SolanaSendRequest): Promise<string> =>
      current.sendSolanaTransfer
        ? current.sendSolanaTransfer(request)
        : missing('sendSolanaTransfer'),
    signMessage: (message: string, address: string): Promise<string> =>
      current.signMessage ? current.signMessage(message, address) : missing('signMessage'),
    /** Resolves without asking anything when the wallet cannot switch itself. */
    switchNetwork: (network: CaipNetwork): Promise<void> =>
      current.switchNetwork ? current.switchNetwork(network) : Promise.resolve(),
    getCapabilities: (account: string): Promise<unknown> =>
      current.getCapabilities ? current.getCapabilities(account) : missing('getCapabilities'),
    walletGetAssets: (request: WalletAssetsRequest): Promise<unknown> =>
      current.walletGetAssets ? current.walletGetAssets(request) : missing('walletGetAssets'),
  }
}

export type WalletActionsSlot = ReturnType<typeof createWalletActionsSlot>
