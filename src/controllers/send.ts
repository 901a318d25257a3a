import type { Address, Hex } from 'viem'
import { getAddress, parseUnits } from '../utils/evm.js'
import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import type { components as ProjectApi } from '../../generated/project-api/types.js'
import { SUPPORTED_NAMESPACES } from '../core/constants.js'
import { createStore } from '../core/store.js'
import { isEvmAddress, isSolanaAddress } from '../utils/address.js'
import { maskAmount } from '../utils/amount-mask.js'
import { parseCaipAddress, type CaipAddress, type ParsedCaipAddress } from '../utils/caip.js'
import { isUserRejectedError, USER_REJECTED_REQUEST_MESSAGE } from '../utils/user-rejection.js'

export type TrackEventProps = ProjectApi['schemas']['TrackEventProps']

/**
 * A token to send: a balance row, plus the asset type when the wallet reported one ('ERC20',
 * 'NATIVE'). Without a type, a token with an address is an ERC20 and one without is native, as
 * the balance API leaves the address out for the native token.
 */
export type SendToken = BlockchainApi['schemas']['TokenBalance'] & { type?: string }

/** The send state (ENT-22). */
export interface SendState {
  token: SendToken | undefined
  /** Decimal text in whole tokens, as typed (after the amount mask). */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImage: string | undefined
  networkBalanceInUSD: string | undefined
  hash: string | undefined
  loading: boolean
  tokenBalances: SendToken[]
  /** When the token balance fetch last failed (ms since epoch), for the retry guard. */
  lastRetry: number | undefined
}

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

export interface SendDeps {
  getActiveCaipAddress: () => CaipAddress | undefined
  /** eth_sendTransaction through the connected wallet; resolves to the transaction hash. */
  sendTransaction: (request: EvmSendRequest) => Promise<Hex>
  /** Signs and sends a transfer through the connected Solana wallet; resolves to its signature. */
  sendSolanaTransfer: (request: SolanaSendRequest) => Promise<string>
  track: (event: TrackEventProps) => void
  /** The router's showAccountAfterSend. */
  showAccountAfterSend: () => void
}

/** A send the wallet refused at the user's request (STATE-50); the original error is the cause. */
export class UserRejectedError extends Error {
  override readonly name = 'UserRejectedError'

  constructor(cause: unknown) {
    super(USER_REJECTED_REQUEST_MESSAGE, { cause })
  }
}

export const SEND_ERRORS = {
  amountAndReceiver: 'An amount and receiver address are required',
  token: 'A token is required',
  /** The spec leaves VAL-07's message open; this one names what is missing, like its siblings. */
  tokenAddress: 'A token address is required',
  /** Not in the spec: a receiver that is no address of the sending chain is refused up front. */
  receiver: 'Invalid receiver address',
  unsupportedChain: 'Unsupported chain',
} as const

export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    networkBalanceInUSD: undefined,
    hash: undefined,
    loading: false,
    tokenBalances: [],
    lastRetry: undefined,
  }
}

type SendNamespace = (typeof SUPPORTED_NAMESPACES.send)[number]

const sendNamespaces: readonly string[] = SUPPORTED_NAMESPACES.send

function isSendNamespace(namespace: string): namespace is SendNamespace {
  return sendNamespaces.includes(namespace)
}

export function isErc20Token(token: SendToken): boolean {
  if (token.type !== undefined) return token.type.toUpperCase() === 'ERC20'
  return token.address !== undefined
}

/** The plain address of a token given as a CAIP-10 id or as a bare address. */
function plainTokenAddress(address: string | undefined): string | undefined {
  if (!address) return undefined
  return address.includes(':') ? parseCaipAddress(address).address : address
}

interface ValidSend {
  token: SendToken
  amount: string
  receiver: string
}

/** VAL-05, VAL-06; the ERC20 address (VAL-07) is checked where the EVM call is built. */
export function validateSend(state: SendState): ValidSend {
  const { token, sendTokenAmount, receiverAddress } = state
  if (!sendTokenAmount || !receiverAddress) throw new Error(SEND_ERRORS.amountAndReceiver)
  if (!token) throw new Error(SEND_ERRORS.token)
  return { token, amount: sendTokenAmount, receiver: receiverAddress }
}

function decimalsOf(token: SendToken): number {
  return Number(token.quantity.decimals)
}

export function createSend(deps: SendDeps) {
  const store = createStore<SendState>(initialSendState())

  const patch = (changes: Partial<SendState>): void => {
    store.setState(changes)
  }

  const setToken = (token: SendToken | undefined): void => {
    patch({ token })
  }

  /** Masked to the token's decimals, so no amount finer than the token's unit can be typed. */
  const setTokenAmount = (input: string): void => {
    const token = store.getState().token
    const maxDecimalDigits = token ? decimalsOf(token) : undefined
    const masked = maskAmount(input, { maxDecimalDigits })
    patch({ sendTokenAmount: masked === '' ? undefined : masked })
  }

  const setReceiver = (
    receiverAddress: string | undefined,
    profile: { name?: string; image?: string } = {},
  ): void => {
    patch({
      receiverAddress,
      receiverProfileName: profile.name,
      receiverProfileImage: profile.image,
    })
  }

  const resetSend = (): void => {
    store.setState(initialSendState())
  }

  const sendEvm = async (account: ParsedCaipAddress, send: ValidSend): Promise<string> => {
    if (!isEvmAddress(send.receiver)) throw new Error(SEND_ERRORS.receiver)
    const receiver = getAddress(send.receiver)
    const value = parseUnits(send.amount, decimalsOf(send.token))
    const base = { chainId: Number(account.chainId), from: getAddress(account.address) }
    if (!isErc20Token(send.token)) {
      return deps.sendTransaction({ ...base, to: receiver, value })
    }
    const tokenAddress = plainTokenAddress(send.token.address)
    if (!tokenAddress || !isEvmAddress(tokenAddress)) throw new Error(SEND_ERRORS.tokenAddress)
    // The ABI encoder (ox and abitype) is only needed for a token transfer: loaded then.
    const { erc20TransferData } = await import('../utils/erc20-transfer-data.js')
    const data = erc20TransferData(receiver, value)
    return deps.sendTransaction({ ...base, to: getAddress(tokenAddress), value: 0n, data })
  }

  const sendSolana = async (account: ParsedCaipAddress, send: ValidSend): Promise<string> => {
    if (!isSolanaAddress(send.receiver)) throw new Error(SEND_ERRORS.receiver)
    return deps.sendSolanaTransfer({
      chainId: `${account.chainNamespace}:${account.chainId}`,
      from: account.address,
      to: send.receiver,
      amount: parseUnits(send.amount, decimalsOf(send.token)),
      mint: plainTokenAddress(send.token.address),
    })
  }

  /**
   * Loading (STATE-46), the send event (STATE-47), the transfer, the success event with the hash
   * (STATE-48), the reset (STATE-49). Account is shown after an ERC20 or Solana send (NAV-17,
   * NAV-18); the spec names no view after a native EVM send, so that one stays put.
   */
  const sendToken = async (): Promise<string> => {
    patch({ loading: true })
    const caipAddress = deps.getActiveCaipAddress()
    const account = caipAddress === undefined ? undefined : parseCaipAddress(caipAddress)
    const caipNetworkId = account && `${account.chainNamespace}:${account.chainId}`
    try {
      if (!account || !isSendNamespace(account.chainNamespace)) {
        throw new Error(SEND_ERRORS.unsupportedChain)
      }
      const send = validateSend(store.getState())
      const properties = { caipNetworkId, token: send.token.symbol, amount: send.amount }
      deps.track({ type: 'track', event: 'SEND_INITIATED', address: account.address, properties })
      const solana = account.chainNamespace === 'solana'
      const hash = solana ? await sendSolana(account, send) : await sendEvm(account, send)
      patch({ hash })
      deps.track({
        type: 'track',
        event: 'SEND_SUCCESS',
        address: account.address,
        properties: { ...properties, hash },
      })
      resetSend()
      if (solana || isErc20Token(send.token)) deps.showAccountAfterSend()
      return hash
    } catch (error) {
      patch({ loading: false })
      const rejected = isUserRejectedError(error)
      deps.track({
        type: 'track',
        event: 'SEND_ERROR',
        address: account?.address,
        properties: { caipNetworkId, isUserRejected: rejected },
      })
      throw rejected ? new UserRejectedError(error) : error
    }
  }

  return {
    store,
    setToken,
    setTokenAmount,
    setReceiver,
    setNetworkBalanceInUSD: (networkBalanceInUSD: string | undefined) => {
      patch({ networkBalanceInUSD })
    },
    setTokenBalances: (tokenBalances: SendToken[]) => {
      patch({ tokenBalances })
    },
    setLastRetry: (lastRetry: number | undefined) => {
      patch({ lastRetry })
    },
    resetSend,
    sendToken,
  }
}

export type Send = ReturnType<typeof createSend>
