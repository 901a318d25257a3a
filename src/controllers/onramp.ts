import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import type { BlockchainApiClient } from '../clients/blockchain-api-client.js'
import { DEFAULT_ONRAMP_OPTIONS } from '../clients/blockchain/onramp-defaults.js'
import { isNamespaceSupported } from '../clients/blockchain/supported-namespaces.js'
import { errorMessage } from '../clients/error-message.js'
import { ONRAMP_PROVIDER_FEE_PERCENT } from '../core/constants.js'
import { createStore } from '../core/store.js'
import { parseCaipAddress, type CaipAddress, type ChainNamespace } from '../utils/caip.js'
import { safeWebUrl } from '../utils/safe-url.js'
import { displayOnRampQuote } from '../utils/display-quote.js'
import { displayOnRampOptions } from '../utils/display-onramp-options.js'
import { defaultPaymentLimit, type PaymentLimit } from '../utils/payment-limits.js'

type Schemas = BlockchainApi['schemas']
export type PurchaseCurrency = Schemas['OnRampPurchaseCurrency']
export type PaymentCurrency = Schemas['OnRampPaymentCurrency']
/** A provider's quote for a purchase, as the Blockchain API answers it. */
export type OnRampQuote = Schemas['OnRampQuote']

/** A provider that sells crypto for fiat, shown in the on-ramp views. */
export interface OnRampProvider {
  /** The id the remote features list uses, e.g. 'meld'. */
  name: string
  /** The provider's name as shown. */
  label: string
  /** The provider's site, shown as its origin. */
  url: string
  /** The provider fee, e.g. '1-2%' (CONST-52). */
  feeRange: string
  /** The namespaces it sells for. */
  supportedNamespaces: readonly ChainNamespace[]
}

/** The state of a purchase (ENT-29). */
export interface OnRampState {
  /** The providers offered. */
  providers: OnRampProvider[]
  /** The provider the visitor picked. */
  selectedProvider: OnRampProvider | undefined
  /** The tokens that can be bought. */
  purchaseCurrencies: PurchaseCurrency[]
  /** The fiat currencies that can pay. */
  paymentCurrencies: PaymentCurrency[]
  /** The token chosen. */
  purchaseCurrency: PurchaseCurrency | undefined
  /** The fiat currency chosen. */
  paymentCurrency: PaymentCurrency | undefined
  /** The crypto amount the quote promises, as a decimal string. */
  purchaseAmount: string | undefined
  /** The fiat amount to pay, as a decimal string. */
  paymentAmount: string | undefined
  /** The payment method whose limits apply, e.g. 'card'. */
  paymentMethod: string
  /** The latest quote for the amounts chosen. */
  quote: OnRampQuote | undefined
  /** True while a quote is being fetched. */
  quotesLoading: boolean
  /** The last failure, as shown. */
  error: string | undefined
}

export interface OnRampDeps {
  onRamp: BlockchainApiClient['onRamp']
  /** The remote features' onramp list (REMOTE_FEATURE_DEFAULTS.onramp when none came). */
  getRemoteProviders: () => readonly string[]
  /** Providers the app adds itself, e.g. the devnet's. */
  extraProviders?: readonly OnRampProvider[]
  getActiveCaipAddress: () => CaipAddress | undefined
}

/** The spec gives the range but not its use: each provider shows it as its fee. */
export const ONRAMP_FEE_RANGE = `${ONRAMP_PROVIDER_FEE_PERCENT.min}-${ONRAMP_PROVIDER_FEE_PERCENT.max}%`

export const KNOWN_ONRAMP_PROVIDERS: Readonly<Record<string, OnRampProvider>> = {
  meld: {
    name: 'meld',
    label: 'Meld.io',
    url: 'https://meldcrypto.com',
    feeRange: ONRAMP_FEE_RANGE,
    supportedNamespaces: ['eip155', 'solana'],
  },
}

/** The local stand-in provider, served by the devnet at `url`. */
export function devnetOnRampProvider(url: string): OnRampProvider {
  return {
    name: 'devnet',
    label: 'Devnet on-ramp',
    url,
    feeRange: ONRAMP_FEE_RANGE,
    supportedNamespaces: ['eip155', 'solana'],
  }
}

export const DEFAULT_PAYMENT_METHOD = 'card'
export const NO_PROVIDER_MESSAGE = 'No on-ramp provider selected'
export const NO_ACCOUNT_MESSAGE = 'No connected account'
/** The checkout URL the service answered is not a secure web page (https): it is not opened. */
/** A quote amount is not a non-negative plain decimal (or its currency is blank): no quote. */
export const QUOTE_UNREADABLE_MESSAGE = 'The quote could not be read'
export const UNSAFE_CHECKOUT_MESSAGE =
  "The provider's checkout address is not a secure web page, so it was not opened"

const DEFAULT_PURCHASE_SYMBOL = 'USDC'
const DEFAULT_PAYMENT_ID = 'USD'

/** USDC and USD when the lists have them (the spec's defaults), else each list's first entry. */
function defaultSelections(
  purchaseCurrencies: readonly PurchaseCurrency[],
  paymentCurrencies: readonly PaymentCurrency[],
) {
  return {
    selectedProvider: undefined,
    purchaseCurrency:
      purchaseCurrencies.find((currency) => currency.symbol === DEFAULT_PURCHASE_SYMBOL) ??
      purchaseCurrencies[0],
    paymentCurrency:
      paymentCurrencies.find((currency) => currency.id === DEFAULT_PAYMENT_ID) ??
      paymentCurrencies[0],
    purchaseAmount: undefined,
    paymentAmount: undefined,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    quote: undefined,
    quotesLoading: false,
    error: undefined,
  }
}

/**
 * The method's limit in the currency's own list (ids compared without case, as the API writes
 * 'CARD' where the defaults write 'card'), else the default limit (VAL-36, VAL-37).
 */
export function paymentLimitOf(
  currency: PaymentCurrency,
  method: string,
): PaymentLimit | undefined {
  const listed = currency.payment_method_limits.find(
    (limit) => limit.id.toLowerCase() === method.toLowerCase(),
  )
  return listed ? { min: listed.min, max: listed.max } : defaultPaymentLimit(currency.id, method)
}

export function createOnRamp(deps: OnRampDeps) {
  const activeAccount = () => {
    const caipAddress = deps.getActiveCaipAddress()
    return caipAddress === undefined ? undefined : parseCaipAddress(caipAddress)
  }

  /** Remote providers the SDK knows, then the app's own; none where on-ramp is not served. */
  const availableProviders = (): OnRampProvider[] => {
    const namespace = activeAccount()?.chainNamespace
    const remote = deps.getRemoteProviders().flatMap((name) => {
      const provider = KNOWN_ONRAMP_PROVIDERS[name]
      return provider ? [provider] : []
    })
    return [...remote, ...(deps.extraProviders ?? [])].filter(
      (provider) =>
        namespace === undefined ||
        (isNamespaceSupported('onramp', namespace) &&
          provider.supportedNamespaces.includes(namespace)),
    )
  }

  const store = createStore<OnRampState>({
    providers: availableProviders(),
    purchaseCurrencies: DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies,
    paymentCurrencies: DEFAULT_ONRAMP_OPTIONS.paymentCurrencies,
    ...defaultSelections(
      DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies,
      DEFAULT_ONRAMP_OPTIONS.paymentCurrencies,
    ),
  })

  const patch = (changes: Partial<OnRampState>): void => {
    store.setState(changes)
  }

  const refreshProviders = (): void => {
    patch({ providers: availableProviders() })
  }

  /** The currency lists; on failure the client answers its built-in USDC/ETH list. */
  const loadOptions = async (): Promise<void> => {
    // The lists' names, codes and limits become display data here, once (displayOnRampOptions).
    const { paymentCurrencies, purchaseCurrencies } = displayOnRampOptions(
      await deps.onRamp.getOptions(),
    )
    // The selections carry over to the new lists by symbol and id, else the lists' first.
    store.setState((draft) => {
      const { purchaseCurrency, paymentCurrency } = draft
      draft.purchaseCurrencies = purchaseCurrencies
      draft.paymentCurrencies = paymentCurrencies
      draft.purchaseCurrency =
        purchaseCurrencies.find((currency) => currency.symbol === purchaseCurrency?.symbol) ??
        purchaseCurrencies[0]
      draft.paymentCurrency =
        paymentCurrencies.find((currency) => currency.id === paymentCurrency?.id) ??
        paymentCurrencies[0]
    })
  }

  /** The delivery network of the purchase currency on the active chain, by chain id. */
  const networkName = (): string | undefined => {
    const chainId = activeAccount()?.chainId
    return store.getState().purchaseCurrency?.networks.find((n) => n.chain_id === chainId)?.name
  }

  const paymentLimit = (): PaymentLimit | undefined => {
    const { paymentCurrency, paymentMethod } = store.getState()
    return paymentCurrency && paymentLimitOf(paymentCurrency, paymentMethod)
  }

  const isPaymentAmountWithinLimit = (): boolean => {
    const limit = paymentLimit()
    const amount = Number(store.getState().paymentAmount)
    if (!limit || !Number.isFinite(amount)) return false
    return amount >= Number(limit.min) && amount <= Number(limit.max)
  }

  /** A quote for the payment amount; a failed quote call yields the client's mocked quote. */
  const fetchQuote = async (): Promise<void> => {
    const { purchaseCurrency, paymentCurrency, paymentAmount } = store.getState()
    if (!purchaseCurrency || !paymentCurrency || !paymentAmount || Number(paymentAmount) <= 0) {
      patch({ quote: undefined, purchaseAmount: undefined })
      return
    }
    patch({ quotesLoading: true, error: undefined })
    try {
      const answered = await deps.onRamp.getQuote({
        purchaseCurrency: purchaseCurrency.symbol,
        paymentCurrency: paymentCurrency.id,
        amount: paymentAmount,
        network: networkName(),
      })
      // The quote's amounts become display data here, once; an unreadable one voids the quote.
      const quote = displayOnRampQuote(answered)
      if (!quote) throw new Error(QUOTE_UNREADABLE_MESSAGE)
      patch({ quote, purchaseAmount: quote.purchaseAmount.amount, quotesLoading: false })
    } catch (error) {
      patch({ quotesLoading: false, error: errorMessage(error) })
    }
  }

  /**
   * The purchase URL for the selected provider, or undefined with `error` set. The server reads
   * the preset amounts as unsigned integers and refuses a fraction, so only a whole amount is
   * preset; otherwise the provider's page asks for it.
   */
  const generateUrl = async (): Promise<string | undefined> => {
    const { selectedProvider, purchaseCurrency, purchaseAmount, paymentAmount } = store.getState()
    try {
      if (!selectedProvider) throw new Error(NO_PROVIDER_MESSAGE)
      const account = activeAccount()
      if (!account) throw new Error(NO_ACCOUNT_MESSAGE)
      const { url } = await deps.onRamp.generateUrl({
        destinationWallets: [
          {
            address: account.address,
            blockchains: purchaseCurrency?.networks.map((network) => network.name),
            assets: purchaseCurrency && [purchaseCurrency.symbol],
          },
        ],
        defaultNetwork: networkName(),
        partnerUserId: account.address,
        defaultExperience: 'buy',
        presetCryptoAmount: wholeAmount(purchaseAmount),
        presetFiatAmount: wholeAmount(paymentAmount),
      })
      const checkout = safeWebUrl(url, 'on-ramp checkout')
      if (checkout === undefined) throw new Error(UNSAFE_CHECKOUT_MESSAGE)
      return checkout
    } catch (error) {
      patch({ error: errorMessage(error) })
      return undefined
    }
  }

  return {
    store,
    refreshProviders,
    loadOptions,
    selectProvider: (selectedProvider: OnRampProvider | undefined) => {
      patch({ selectedProvider })
    },
    setPurchaseCurrency: (purchaseCurrency: PurchaseCurrency) => {
      patch({ purchaseCurrency, quote: undefined, purchaseAmount: undefined })
    },
    setPaymentCurrency: (paymentCurrency: PaymentCurrency) => {
      patch({ paymentCurrency, quote: undefined, purchaseAmount: undefined })
    },
    setPaymentAmount: (paymentAmount: string | undefined) => {
      patch({ paymentAmount, quote: undefined, purchaseAmount: undefined })
    },
    setPaymentMethod: (paymentMethod: string) => {
      patch({ paymentMethod })
    },
    paymentLimit,
    isPaymentAmountWithinLimit,
    fetchQuote,
    generateUrl,
    /** ENT-30: the selections and amounts go back to their defaults; the loaded lists stay. */
    reset: () => {
      store.setState((draft) =>
        defaultSelections(draft.purchaseCurrencies, draft.paymentCurrencies),
      )
    },
  }
}

export type OnRamp = ReturnType<typeof createOnRamp>

/** A preset amount the server accepts: a whole number of at least 1, else none. */
function wholeAmount(amount: string | undefined): number | undefined {
  const value = Number(amount)
  return amount !== undefined && Number.isInteger(value) && value >= 1 ? value : undefined
}
