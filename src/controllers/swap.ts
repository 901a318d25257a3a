import type { Hex } from 'viem'
import type { AtomicBatch } from './swap-batch.js'
import { formatUnits, parseUnits } from '../utils/evm.js'
import type { BlockchainApiClient } from '../clients/blockchain-api-client.js'
import { SWAP_SLIPPAGE_TOLERANCE } from '../core/constants.js'
import { createStore } from '../core/store.js'
import { maskAmount } from '../utils/amount-mask.js'
import { checkedBigInt, checkedIntegerString } from '../utils/service-numbers.js'
import { displayTokens } from '../utils/display-token.js'
import { isQuoteExpired, isQuoteExpiredError, QUOTE_EXPIRED_MESSAGE } from './swap-quote-expiry.js'
import { parseCaipAddress, type CaipAddress } from '../utils/caip.js'
import {
  isNativeSwapToken,
  suggestedSwapTokens,
  swapErrorMessage,
  swapPriceImpact,
  walletRequest,
  type SwapQuote,
  type SwapToken,
  type SwapTransactionRequest,
} from './swap-api.js'

/** Not in the spec: a swap needs the connected account as its sender. */
export const NO_ACCOUNT_MESSAGE = 'No connected account'
/** The swap API's gas price is not a whole number of wei: no quote can be asked with it. */
export const GAS_PRICE_UNAVAILABLE_MESSAGE = 'The network gas price is unavailable'
/** The quote's amount is not a whole number of the token's units: it is not shown. */
export const QUOTE_UNREADABLE_MESSAGE = 'The quote could not be read'

/** The Swap view: tokens, amounts, the quote and the transaction. */
export interface SwapState {
  /** True once the token list has been loaded for the network. */
  initialized: boolean
  /** True while the token list loads. */
  loadingTokens: boolean
  /** The tokens that can be swapped on the network. */
  tokens: SwapToken[]
  /** The list's tokens named in SWAP_SUGGESTED_TOKENS, in that order (CONST-51). */
  suggestedTokens: SwapToken[]
  /** The token to swap from. */
  sourceToken: SwapToken | undefined
  /** Decimal text in whole tokens, as typed (after the amount mask). */
  sourceTokenAmount: string
  /** The token to swap to. */
  toToken: SwapToken | undefined
  /** The amount the quote gives, as decimal text. */
  toTokenAmount: string
  /** The chain's standard gas price in wei, sent with every quote. */
  gasPrice: string | undefined
  /** The latest quote. */
  quote: SwapQuote | undefined
  /** When the quote arrived (ms since the epoch); it expires QUOTE_LIFETIME_MS later. */
  quotedAt: number | undefined
  /** The quote's loss against market prices in percent; undefined while a token is unpriced. */
  priceImpact: number | undefined
  /** True while a quote is being fetched. */
  loadingQuote: boolean
  /** The router may not yet spend enough of the source token: an approve goes first. */
  approvalRequired: boolean
  /** True while the swap (or its approval) is being sent. */
  loadingTransaction: boolean
  /** Sent as eip155.slippage (CONST-49). */
  slippage: number
  /** The last failure, as shown. */
  error: string | undefined
}

export interface SwapDeps {
  convert: BlockchainApiClient['convert']
  /** Sent in the build-transaction body, which the API wants besides the query's projectId. */
  projectId: string
  getActiveCaipAddress: () => CaipAddress | undefined
  /** eth_sendTransaction through the connected wallet; resolves to the transaction hash. */
  sendTransaction: (request: SwapTransactionRequest) => Promise<Hex>
  showError: (message: string) => void
  /**
   * EIP-5792 through the connection's provider: where the wallet sends the chain's calls
   * atomically, the approval and the swap go as one batch, one request to the wallet.
   */
  atomicBatch?: AtomicBatch
  now?: () => number
}

function initialSwapState(): SwapState {
  return {
    initialized: false,
    loadingTokens: false,
    tokens: [],
    suggestedTokens: [],
    sourceToken: undefined,
    sourceTokenAmount: '',
    toToken: undefined,
    toTokenAmount: '',
    gasPrice: undefined,
    quote: undefined,
    quotedAt: undefined,
    priceImpact: undefined,
    loadingQuote: false,
    approvalRequired: false,
    loadingTransaction: false,
    slippage: SWAP_SLIPPAGE_TOLERANCE,
    error: undefined,
  }
}

const isSameSwap = (state: SwapState, sourceToken: SwapToken, toToken: SwapToken): boolean =>
  state.sourceToken?.address === sourceToken.address && state.toToken?.address === toToken.address

export function createSwap(deps: SwapDeps) {
  const store = createStore<SwapState>(initialSwapState())
  const now = deps.now ?? Date.now

  const patch = (changes: Partial<SwapState>): void => {
    store.setState(changes)
  }

  /** Every action ends here on failure: the flags drop, the message is kept and shown. */
  const fail = (error: unknown): void => {
    const message = swapErrorMessage(error)
    patch({ loadingTokens: false, loadingQuote: false, loadingTransaction: false, error: message })
    deps.showError(message)
  }

  const account = () => {
    const caipAddress = deps.getActiveCaipAddress()
    if (caipAddress === undefined) throw new Error(NO_ACCOUNT_MESSAGE)
    const { chainNamespace, chainId, address } = parseCaipAddress(caipAddress)
    return { caipAddress, caipNetworkId: `${chainNamespace}:${chainId}`, chainId, address }
  }

  /** Loads the chain's tokens and gas price; the native coin is the first source token. */
  const initialize = async (): Promise<void> => {
    patch({ loadingTokens: true, error: undefined })
    try {
      const { caipNetworkId } = account()
      const [listed, gas] = await Promise.all([
        deps.convert.getTokens(caipNetworkId),
        deps.convert.getGasPrice(caipNetworkId),
      ])
      const tokens = displayTokens(listed.tokens)
      // The gas price is shown and sent as it came only when it is a whole number of wei.
      patch({
        initialized: true,
        loadingTokens: false,
        tokens,
        suggestedTokens: suggestedSwapTokens(tokens),
        gasPrice: checkedIntegerString(gas.standard),
      })
      store.setState((draft) => {
        draft.sourceToken ??= tokens.find(isNativeSwapToken)
      })
    } catch (error) {
      fail(error)
    }
  }

  const clearQuote = {
    quote: undefined,
    quotedAt: undefined,
    priceImpact: undefined,
    toTokenAmount: '',
    approvalRequired: false,
  } as const

  /** Every change of what is swapped drops the quote: it no longer answers the question. */
  const changeSwap = (recipe: (draft: SwapState) => void): void => {
    store.setState((draft) => {
      recipe(draft)
      Object.assign(draft, clearQuote)
    })
  }

  const setSourceToken = (sourceToken: SwapToken | undefined): void => {
    changeSwap((draft) => {
      draft.sourceToken = sourceToken
    })
  }

  const setToToken = (toToken: SwapToken | undefined): void => {
    changeSwap((draft) => {
      draft.toToken = toToken
    })
  }

  const switchTokens = (): void => {
    changeSwap((draft) => {
      ;[draft.sourceToken, draft.toToken] = [draft.toToken, draft.sourceToken]
    })
  }

  /** Masked to the source token's decimals, so no amount finer than its unit can be typed. */
  const setSourceTokenAmount = (input: string): void => {
    changeSwap((draft) => {
      const maxDecimalDigits = draft.sourceToken?.decimals
      draft.sourceTokenAmount = maskAmount(input, { maxDecimalDigits })
    })
  }

  const swapInput = () => {
    const { sourceToken, toToken, sourceTokenAmount } = store.getState()
    if (!sourceToken || !toToken) return undefined
    const amount = parseUnits(sourceTokenAmount || '0', sourceToken.decimals)
    return amount > 0n ? { sourceToken, toToken, amount } : undefined
  }

  /** Quotes the swap and, for a token source, checks whether the router may spend the amount. */
  const fetchQuote = async (): Promise<void> => {
    const input = swapInput()
    if (!input) return
    const { sourceToken, toToken, amount } = input
    patch({ loadingQuote: true, error: undefined })
    try {
      const { caipAddress, caipNetworkId } = account()
      const gasPrice =
        store.getState().gasPrice ??
        checkedIntegerString((await deps.convert.getGasPrice(caipNetworkId)).standard)
      if (gasPrice === undefined) throw new Error(GAS_PRICE_UNAVAILABLE_MESSAGE)
      const { quotes } = await deps.convert.getQuotes({
        amount: amount.toString(),
        userAddress: caipAddress,
        from: sourceToken.address,
        to: toToken.address,
        gasPrice,
      })
      const quote = quotes[0]
      const toAmount = quote && checkedBigInt(quote.toAmount)
      if (quote && (toAmount === undefined || checkedBigInt(quote.fromAmount) === undefined))
        throw new Error(QUOTE_UNREADABLE_MESSAGE)
      const [allowance, prices] = await Promise.all([
        isNativeSwapToken(sourceToken)
          ? undefined
          : deps.convert.getAllowance({
              tokenAddress: sourceToken.address,
              userAddress: caipAddress,
            }),
        // Prices only inform the price impact: a swap is still possible without them.
        deps.convert
          .getPrices([sourceToken.address, toToken.address], deps.projectId)
          .catch(() => undefined),
      ])
      // The amount or a token changed while this quote was on its way: a newer fetch follows.
      if (swapInput()?.amount !== amount || !isSameSwap(store.getState(), sourceToken, toToken)) {
        patch({ loadingQuote: false })
        return
      }
      patch({
        loadingQuote: false,
        gasPrice,
        quote,
        quotedAt: quote ? now() : undefined,
        priceImpact:
          quote && prices
            ? swapPriceImpact(quote, sourceToken, toToken, prices.fungibles)
            : undefined,
        toTokenAmount: toAmount === undefined ? '' : formatUnits(toAmount, toToken.decimals),
        // An unreadable allowance is none: the approve goes first.
        approvalRequired:
          allowance !== undefined && (checkedBigInt(allowance.allowance) ?? 0n) < amount,
      })
    } catch (error) {
      // No quote is better than an old one shown as current.
      patch(clearQuote)
      fail(error)
    }
  }

  /**
   * A new quote replaces the expired one; the user sees why nothing was sent (unless it failed).
   */
  const requote = async (): Promise<undefined> => {
    changeSwap((draft) => {
      draft.loadingTransaction = false
    })
    await fetchQuote()
    if (store.getState().error !== undefined) return undefined
    patch({ error: QUOTE_EXPIRED_MESSAGE })
    deps.showError(QUOTE_EXPIRED_MESSAGE)
    return undefined
  }

  /**
   * The approval and then the swap: as one atomic batch where the wallet sends the chain's calls
   * atomically (one request to the wallet), else one transaction after the other.
   */
  const sendApproved = async (
    approve: SwapTransactionRequest,
    buildSwap: () => Promise<SwapTransactionRequest>,
  ): Promise<Hex> => {
    const batch = deps.atomicBatch
    if (batch && (await batch.supported(approve.from, approve.chainId))) {
      return batch.send([approve, await buildSwap()])
    }
    await deps.sendTransaction(approve)
    patch({ approvalRequired: false })
    return deps.sendTransaction(await buildSwap())
  }

  /**
   * Sends the approve transaction first when one is needed, then the swap, both built by the
   * API: as one atomic batch (one request to the wallet) where the wallet can, else one after the
   * other. The swap after an approve skips the gas estimate: the approval may not be mined yet,
   * and the estimate would fail against the old allowance. Resolves to the swap's hash.
   */
  const swap = async (): Promise<Hex | undefined> => {
    const input = swapInput()
    const { quote, quotedAt } = store.getState()
    if (!input || !quote) return undefined
    // A quote past its lifetime is not sent: the user accepts the new one first.
    if (isQuoteExpired(quotedAt, now())) return requote()
    const { sourceToken, toToken, amount } = input
    patch({ loadingTransaction: true, error: undefined })
    try {
      const { caipAddress, chainId, address } = account()
      const approving = store.getState().approvalRequired
      const approval = approving
        ? (
            await deps.convert.buildApprove({
              userAddress: caipAddress,
              from: sourceToken.address,
              to: toToken.address,
            })
          ).tx
        : undefined
      const buildSwap = async () => {
        const { tx } = await deps.convert.buildTransaction({
          amount: amount.toString(),
          eip155: { slippage: store.getState().slippage },
          projectId: deps.projectId,
          from: sourceToken.address,
          to: toToken.address,
          userAddress: caipAddress,
          disableEstimate: approving,
        })
        const built = { to: tx.to, data: tx.data, value: tx.amount, ...(tx.eip155 ?? {}) }
        return walletRequest(chainId, address, built)
      }
      const hash = approval
        ? await sendApproved(
            walletRequest(chainId, address, { ...approval, ...(approval.eip155 ?? {}) }),
            buildSwap,
          )
        : await deps.sendTransaction(await buildSwap())
      changeSwap((draft) => {
        draft.loadingTransaction = false
        draft.sourceTokenAmount = ''
      })
      return hash
    } catch (error) {
      // The API holds quotes for a while too: a refusal of an expired one asks for a new quote.
      if (isQuoteExpiredError(error)) return requote()
      fail(error)
      return undefined
    }
  }

  return {
    store,
    initialize,
    setSourceToken,
    setToToken,
    switchTokens,
    setSourceTokenAmount,
    fetchQuote,
    swap,
    reset: () => {
      store.setState(initialSwapState())
    },
  }
}

export type Swap = ReturnType<typeof createSwap>
