import type { Address, Hex } from 'viem'
import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { isEvmAddress, isSolanaAddress } from '../utils/address.js'
import { parseCaipAddress, type ParsedCaipAddress } from '../utils/caip.js'
import { getAddress, parseUnits } from '../utils/evm.js'

/**
 * A token to send: a balance row, plus the asset type when the wallet reported one ('ERC20',
 * 'NATIVE'). Without a type, a token with an address is an ERC20 and one without is native, as
 * the balance API leaves the address out for the native token.
 */
export type SendToken = BlockchainApi['schemas']['TokenBalance'] & { type?: string }

export interface EvmSendRequest {
  chainId: number
  from: Address
  to: Address
  /** In wei. */
  value: bigint
  data?: Hex
}

export interface SolanaSendRequest {
  /** CAIP-2 id of the Solana network. */
  chainId: string
  from: string
  to: string
  /** In the smallest unit: lamports, or the token's base unit. */
  amount: bigint
  /** The SPL token's mint; absent for SOL itself. */
  mint?: string
}

/** What the wallet is asked to sign, per namespace. */
export type SendRequest =
  | { namespace: 'eip155'; transaction: EvmSendRequest }
  | { namespace: 'solana'; transfer: SolanaSendRequest }

export const SEND_ERRORS = {
  amountAndReceiver: 'An amount and receiver address are required',
  token: 'A token is required',
  /** The spec leaves VAL-07's message open; this one names what is missing, like its siblings. */
  tokenAddress: 'A token address is required',
  /** Not in the spec: a receiver that is no address of the sending chain is refused up front. */
  receiver: 'Invalid receiver address',
  unsupportedChain: 'Unsupported chain',
} as const

/** A send whose amount, receiver and token are all there (VAL-05, VAL-06). */
export interface ValidSend {
  token: SendToken
  amount: string
  receiver: string
}

export function isErc20Token(token: SendToken): boolean {
  if (token.type !== undefined) return token.type.toUpperCase() === 'ERC20'
  return token.address !== undefined
}

/** The plain address of a token given as a CAIP-10 id or as a bare address. */
export function plainTokenAddress(address: string | undefined): string | undefined {
  if (!address) return undefined
  return address.includes(':') ? parseCaipAddress(address).address : address
}

export function decimalsOf(token: SendToken): number {
  return Number(token.quantity.decimals)
}

async function evmRequestOf(account: ParsedCaipAddress, send: ValidSend): Promise<EvmSendRequest> {
  if (!isEvmAddress(send.receiver)) throw new Error(SEND_ERRORS.receiver)
  const receiver = getAddress(send.receiver)
  const value = parseUnits(send.amount, decimalsOf(send.token))
  const base = { chainId: Number(account.chainId), from: getAddress(account.address) }
  if (!isErc20Token(send.token)) return { ...base, to: receiver, value }
  const tokenAddress = plainTokenAddress(send.token.address)
  if (!tokenAddress || !isEvmAddress(tokenAddress)) throw new Error(SEND_ERRORS.tokenAddress)
  // The ABI encoder (ox and abitype) is only needed for a token transfer: loaded then.
  const { erc20TransferData } = await import('../utils/erc20-transfer-data.js')
  const data = erc20TransferData(receiver, value)
  return { ...base, to: getAddress(tokenAddress), value: 0n, data }
}

function solanaRequestOf(account: ParsedCaipAddress, send: ValidSend): SolanaSendRequest {
  if (!isSolanaAddress(send.receiver)) throw new Error(SEND_ERRORS.receiver)
  return {
    chainId: `${account.chainNamespace}:${account.chainId}`,
    from: account.address,
    to: send.receiver,
    amount: parseUnits(send.amount, decimalsOf(send.token)),
    mint: plainTokenAddress(send.token.address),
  }
}

/** The transfer the wallet signs for a send from the account: the same for its fee estimate. */
export async function sendRequestOf(
  account: ParsedCaipAddress,
  send: ValidSend,
): Promise<SendRequest> {
  return account.chainNamespace === 'solana'
    ? { namespace: 'solana', transfer: solanaRequestOf(account, send) }
    : { namespace: 'eip155', transaction: await evmRequestOf(account, send) }
}
