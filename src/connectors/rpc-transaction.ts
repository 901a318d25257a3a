import type { Address, Hex } from 'viem'
import { quantityToHex } from '../utils/evm.js'

/** A transaction the controllers hand to a wallet, quantities as bigint and the chain as number. */
export interface WalletTransactionRequest {
  chainId: number
  from: Address
  to: Address
  value: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
}

/**
 * The eth_sendTransaction parameter: EIP-1193 wallets read quantities as hex strings only, and a
 * bigint would not survive the JSON of a remote wallet either (the devnet wallet drops it and
 * sends nothing).
 */
export function toRpcTransaction(request: WalletTransactionRequest) {
  return {
    chainId: quantityToHex(request.chainId),
    from: request.from,
    to: request.to,
    value: quantityToHex(request.value),
    ...(request.data === undefined ? {} : { data: request.data }),
    ...(request.gas === undefined ? {} : { gas: quantityToHex(request.gas) }),
    ...(request.gasPrice === undefined ? {} : { gasPrice: quantityToHex(request.gasPrice) }),
  }
}
