import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { displayText } from './display-text.js'
import { FIAT_CODE } from './display-quote.js'
import { checkedDecimalString } from './service-numbers.js'

type Schemas = BlockchainApi['schemas']
type OnRampOptions = Schemas['OnRampOptionsResponse']
type PurchaseCurrency = Schemas['OnRampPurchaseCurrency']
type PaymentCurrency = Schemas['OnRampPaymentCurrency']
type PaymentMethodLimit = Schemas['OnRampPaymentMethodLimit']

/** A limit whose bounds are plain non-negative decimals with min ≤ max, else undefined. */
function displayLimit(limit: PaymentMethodLimit): PaymentMethodLimit | undefined {
  const min = checkedDecimalString(limit.min)
  const max = checkedDecimalString(limit.max)
  const id = displayText(limit.id)
  if (min === undefined || max === undefined || id === '' || Number(min) > Number(max))
    return undefined
  return { id, min, max }
}

/**
 * A fiat currency with a three-letter code (Intl throws on any other), keeping only its sound
 * limits: a method whose limit fails is left out, so the spec's default for it applies (§5).
 */
function displayPaymentCurrency(currency: PaymentCurrency): PaymentCurrency | undefined {
  const id = displayText(currency.id)
  if (!FIAT_CODE.test(id)) return undefined
  const limits = currency.payment_method_limits.flatMap((limit) => displayLimit(limit) ?? [])
  return { id, payment_method_limits: limits }
}

/** A crypto currency with its name, symbol and networks' names display text; none without a symbol. */
function displayPurchaseCurrency(currency: PurchaseCurrency): PurchaseCurrency | undefined {
  const symbol = displayText(currency.symbol)
  if (symbol === '') return undefined
  return {
    ...currency,
    name: displayText(currency.name) || symbol,
    symbol,
    networks: currency.networks.map((network) => ({
      ...network,
      display_name: displayText(network.display_name),
    })),
  }
}

/**
 * The on-ramp currency lists as the modal shows and checks them: names and symbols display text,
 * fiat codes three letters, payment limits plain decimals (a bad one gives way to the default).
 * A currency that cannot be shown is left out.
 */
export function displayOnRampOptions(options: OnRampOptions): OnRampOptions {
  return {
    paymentCurrencies: options.paymentCurrencies.flatMap(
      (currency) => displayPaymentCurrency(currency) ?? [],
    ),
    purchaseCurrencies: options.purchaseCurrencies.flatMap(
      (currency) => displayPurchaseCurrency(currency) ?? [],
    ),
  }
}
