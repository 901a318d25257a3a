import { SUPPORTED_NAMESPACES } from '../core/constants.js'
import { parseCaipAddress, type CaipAddress, type ParsedCaipAddress } from '../utils/caip.js'
import { formatUnits, parseUnits } from '../utils/evm.js'
import type { Send } from './send.js'
import {
  decimalsOf,
  isErc20Token,
  SEND_ERRORS,
  sendRequestOf,
  type SendRequest,
  type SendToken,
} from './send-request.js'
import {
  resolveReceiver,
  type NameLookup,
  type Receiver,
  type ReceiverNamespace,
} from './send-receiver.js'

/** A transfer's network fee, in the smallest unit of the network's native token. */
export interface NetworkFee {
  /** What the transfer is expected to cost. */
  amount: bigint
  /** The most it may cost, kept back by a max send of the native token. */
  reserve: bigint
  decimals: number
  symbol: string
}

export interface SendPreviewDeps {
  send: Pick<Send, 'store' | 'setTokenAmount'>
  getActiveCaipAddress: () => CaipAddress | undefined
  /** The active account's balances as the balances store holds them now. */
  accountBalances: () => readonly SendToken[]
  estimateNetworkFee: (request: SendRequest) => Promise<NetworkFee>
  /** The Blockchain API's name lookup (apiVersion 2). */
  resolveName: (name: string) => Promise<NameLookup>
}

/** Not in the spec, which words no message for it: the amount (with the fee) exceeds the balance. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance'

const sendNamespaces: readonly string[] = SUPPORTED_NAMESPACES.send

interface SendAccount extends ParsedCaipAddress {
  chainNamespace: ReceiverNamespace
}

function isSendAccount(account: ParsedCaipAddress): account is SendAccount {
  return sendNamespaces.includes(account.chainNamespace)
}

const sameToken = (one: SendToken, other: SendToken): boolean =>
  one.chainId === other.chainId && one.address === other.address && one.symbol === other.symbol

/** An ERC-20 or an SPL token is paid for in the native token; only the native token pays itself. */
const isNative = (token: SendToken): boolean => !isErc20Token(token)

/**
 * What Send does before it signs: the receiver typed as an address or a name, the max amount
 * (the whole balance; for the native token less the most the fee may cost), and the preview with
 * the network fee estimated on the chain for the transfer the wallet will be asked to sign.
 */
export function createSendPreview(deps: SendPreviewDeps) {
  const account = (): SendAccount => {
    const caipAddress = deps.getActiveCaipAddress()
    const parsed = caipAddress === undefined ? undefined : parseCaipAddress(caipAddress)
    if (!parsed || !isSendAccount(parsed)) throw new Error(SEND_ERRORS.unsupportedChain)
    return parsed
  }

  /** What was typed as the receiver, as an address; the caller sets it once it is still current. */
  const receiverOf = (input: string): Promise<Receiver> =>
    resolveReceiver(input, account().chainNamespace, deps.resolveName)

  /**
   * The token's balance now, in its smallest unit: the balances store's row for it (the chosen
   * token is a copy made when it was chosen), none once the store lists it no more.
   */
  const balanceOf = (token: SendToken): bigint => {
    const held = deps.accountBalances().find((row) => sameToken(row, token))
    return held ? parseUnits(held.quantity.numeric, decimalsOf(held)) : 0n
  }

  /** The fee of sending `amount` of the token; to the account itself while no receiver is set. */
  const estimateFee = async (token: SendToken, amount: string): Promise<NetworkFee> => {
    const from = account()
    const receiver = deps.send.store.getState().receiverAddress ?? from.address
    return deps.estimateNetworkFee(await sendRequestOf(from, { token, amount, receiver }))
  }

  const fillMax = async (): Promise<void> => {
    const { token } = deps.send.store.getState()
    if (!token) throw new Error(SEND_ERRORS.token)
    const balance = balanceOf(token)
    const reserve = isNative(token) ? (await estimateFee(token, '0')).reserve : 0n
    const max = balance > reserve ? balance - reserve : 0n
    deps.send.setTokenAmount(formatUnits(max, decimalsOf(token)))
  }

  /** VAL-05 and VAL-06 first, then the balance, then the fee of exactly this transfer. */
  const preview = async (): Promise<NetworkFee> => {
    const { token, sendTokenAmount, receiverAddress } = deps.send.store.getState()
    if (!sendTokenAmount || !receiverAddress) throw new Error(SEND_ERRORS.amountAndReceiver)
    if (!token) throw new Error(SEND_ERRORS.token)
    const amount = parseUnits(sendTokenAmount, decimalsOf(token))
    const balance = balanceOf(token)
    if (amount > balance) throw new Error(INSUFFICIENT_BALANCE)
    const fee = await estimateFee(token, sendTokenAmount)
    if (isNative(token) && amount + fee.amount > balance) throw new Error(INSUFFICIENT_BALANCE)
    return fee
  }

  return { receiverOf, estimateFee, fillMax, preview }
}

export type SendPreview = ReturnType<typeof createSendPreview>
