import type { Hex } from 'viem'
import type { components as ProjectApi } from '../../generated/project-api/types.js'
import { SUPPORTED_NAMESPACES } from '../core/constants.js'
import { createStore } from '../core/store.js'
import { refusalAsPorticoError } from '../core/user-rejected-request-error.js'
import { maskAmount } from '../utils/amount-mask.js'
import { parseCaipAddress, type CaipAddress } from '../utils/caip.js'
import { displayText } from '../utils/display-text.js'
import { isUserRejectedError } from '../utils/user-rejection.js'

import {
  decimalsOf,
  isErc20Token,
  SEND_ERRORS,
  sendRequestOf,
  type EvmSendRequest,
  type SendToken,
  type SolanaSendRequest,
  type ValidSend,
} from './send-request.js'

export {
  isErc20Token,
  SEND_ERRORS,
  type EvmSendRequest,
  type SendToken,
  type SolanaSendRequest,
} from './send-request.js'

export type TrackEventProps = ProjectApi['schemas']['TrackEventProps']

/** The send state (ENT-22). */
export interface SendState {
  /** The token to send. */
  token: SendToken | undefined
  /** Decimal text in whole tokens, as typed (after the amount mask). */
  sendTokenAmount: string | undefined
  /** The receiver's address, typed or resolved from a name. */
  receiverAddress: string | undefined
  /** The receiver's name, when one was typed or found. */
  receiverProfileName: string | undefined
  /** The receiver name's avatar. */
  receiverProfileImage: string | undefined
  /** The native balance's value in US dollars. */
  networkBalanceInUSD: string | undefined
  /** The sent transaction's hash. */
  hash: string | undefined
  /** True while the transaction is being sent. */
  loading: boolean
  /** The tokens the account can send. */
  tokenBalances: SendToken[]
  /** When the token balance fetch last failed (ms since epoch), for the retry guard. */
  lastRetry: number | undefined
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

/** VAL-05, VAL-06; the ERC20 address (VAL-07) is checked where the EVM call is built. */
export function validateSend(state: SendState): ValidSend {
  const { token, sendTokenAmount, receiverAddress } = state
  if (!sendTokenAmount || !receiverAddress) throw new Error(SEND_ERRORS.amountAndReceiver)
  if (!token) throw new Error(SEND_ERRORS.token)
  return { token, amount: sendTokenAmount, receiver: receiverAddress }
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
    /** The receiver's address, typed or resolved from a name. */
    receiverAddress: string | undefined,
    profile: { name?: string; image?: string } = {},
  ): void => {
    patch({
      receiverAddress,
      // A name from the names service is display text (no bidi controls), shown beside the address.
      receiverProfileName:
        profile.name === undefined ? undefined : displayText(profile.name) || undefined,
      receiverProfileImage: profile.image,
    })
  }

  const resetSend = (): void => {
    store.setState(initialSendState())
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
      const request = await sendRequestOf(account, send)
      const hash =
        request.namespace === 'solana'
          ? await deps.sendSolanaTransfer(request.transfer)
          : await deps.sendTransaction(request.transaction)
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
      // A send the wallet refused at the user's request (STATE-50).
      throw refusalAsPorticoError(error)
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
