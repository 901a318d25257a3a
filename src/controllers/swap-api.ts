/** The swap API's tokens, errors and built transactions, in the swap controller's terms. */
import type { Address, Hex } from 'viem'
import { formatUnits, getAddress, isHex } from '../utils/evm.js'
import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { isApiError } from '../../generated/blockchain-api/checks/ApiError.js'
import { errorMessage } from '../clients/error-message.js'
import type { TokenBalance } from './balances.js'
import { HttpStatusError } from '../clients/http-status-error.js'
import { SWAP_SUGGESTED_TOKENS, SWAP_SUPPORTED_EIP155_CHAIN_IDS } from '../core/constants.js'
import { parseCaipAddress, parseCaipNetworkId } from '../utils/caip.js'
import { isUserRejectedError, USER_REJECTED_REQUEST_MESSAGE } from '../utils/user-rejection.js'

export type SwapToken = BlockchainApi['schemas']['ConvertToken']
export type SwapQuote = BlockchainApi['schemas']['ConvertQuote']
export type SwapPrice = BlockchainApi['schemas']['FungiblePrice']

export interface SwapTransactionRequest {
  chainId: number
  from: Address
  to: Address
  data: Hex
  /** In wei. */
  value: bigint
  gas?: bigint
  /** Absent when the API built the transaction without a gas price; the wallet then picks one. */
  gasPrice?: bigint
}

/** The address the swap API uses for a chain's native coin. */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const INSUFFICIENT_LIQUIDITY_MESSAGE = 'Insufficient liquidity'

const swapChainIds: readonly number[] = SWAP_SUPPORTED_EIP155_CHAIN_IDS

/** CONST-50; the convert client refuses any other network with 'Network not supported for Swaps'. */
export function isSwapSupported(caipNetworkId: string): boolean {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  return chainNamespace === 'eip155' && swapChainIds.includes(Number(chainId))
}

export function isNativeSwapToken(token: SwapToken): boolean {
  return parseCaipAddress(token.address).address.toLowerCase() === SWAP_NATIVE_TOKEN_ADDRESS
}

export function suggestedSwapTokens(tokens: readonly SwapToken[]): SwapToken[] {
  return SWAP_SUGGESTED_TOKENS.flatMap((symbol) => {
    const token = tokens.find((candidate) => candidate.symbol === symbol)
    return token ? [token] : []
  })
}

/**
 * A wallet's refusal reads as the spec's rejection (ERR-16, ERR-17). ERR-20: a reply whose message or any reason mentions insufficient liquidity reads 'Insufficient
 * liquidity'; another API error reads its first reason, then its message; anything else its own
 * message.
 */
export function swapErrorMessage(error: unknown): string {
  if (isUserRejectedError(error)) return USER_REJECTED_REQUEST_MESSAGE
  const body = error instanceof HttpStatusError ? error.body : undefined
  if (!isApiError(body)) return errorMessage(error)
  const reasons = 'reasons' in body ? body.reasons.map((reason) => reason.description) : []
  const message =
    'message' in body ? body.message : 'error' in body ? body.error.message : undefined
  const texts = [message, ...reasons]
  if (texts.some((text) => text?.toLowerCase().includes('insufficient liquidity'))) {
    return INSUFFICIENT_LIQUIDITY_MESSAGE
  }
  return reasons[0] ?? message ?? errorMessage(error)
}

/** A transaction as the API builds it: CAIP-10 target, amounts as decimal strings. */
interface BuiltTransaction {
  to: string
  data: string
  value: string
  gas?: string
  gasPrice?: string
}

/** The transaction the wallet sends for one the API built. */
export function walletRequest(
  chainId: string,
  from: string,
  built: BuiltTransaction,
): SwapTransactionRequest {
  if (!isHex(built.data)) throw new Error('The swap API answered call data that is not hex')
  return {
    chainId: Number(chainId),
    from: getAddress(from),
    to: getAddress(parseCaipAddress(built.to).address),
    data: built.data,
    value: BigInt(built.value),
    gas: built.gas === undefined ? undefined : BigInt(built.gas),
    gasPrice: built.gasPrice === undefined ? undefined : BigInt(built.gasPrice),
  }
}

/** A token's USD price in the API's answer, matched by address when given, else by symbol. */
function priceOf(token: SwapToken, prices: readonly SwapPrice[]): number | undefined {
  const address = token.address.toLowerCase()
  const found =
    prices.find((price) => price.address?.toLowerCase() === address) ??
    prices.find((price) => price.address === undefined && price.symbol === token.symbol)
  return found && found.price > 0 ? found.price : undefined
}

/**
 * How much less the quoted output is worth than the input at market prices, in percent (the
 * provider's fee included); undefined unless both tokens are priced.
 */
export function swapPriceImpact(
  quote: SwapQuote,
  from: SwapToken,
  to: SwapToken,
  prices: readonly SwapPrice[],
): number | undefined {
  const fromPrice = priceOf(from, prices)
  const toPrice = priceOf(to, prices)
  if (fromPrice === undefined || toPrice === undefined) return undefined
  const valueIn = Number(formatUnits(BigInt(quote.fromAmount), from.decimals)) * fromPrice
  const valueOut = Number(formatUnits(BigInt(quote.toAmount), to.decimals)) * toPrice
  return valueIn > 0 ? ((valueIn - valueOut) / valueIn) * 100 : undefined
}

/** The account's balance entry of a swap token: the native one has no token address. */
export function swapTokenBalance(
  token: SwapToken,
  balances: readonly TokenBalance[],
): TokenBalance | undefined {
  const { chainNamespace, chainId } = parseCaipAddress(token.address)
  const chain = `${chainNamespace}:${chainId}`
  if (isNativeSwapToken(token))
    return balances.find((balance) => balance.chainId === chain && balance.address === undefined)
  const address = token.address.toLowerCase()
  return balances.find((balance) => balance.address?.toLowerCase() === address)
}
