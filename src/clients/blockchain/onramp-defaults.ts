import type { components } from '../../../generated/blockchain-api/types.js'
import { DEFAULT_PAYMENT_LIMITS } from '../../utils/payment-limits.js'

type Schemas = components['schemas']

const paymentCurrency = (
  id: keyof typeof DEFAULT_PAYMENT_LIMITS,
): Schemas['OnRampPaymentCurrency'] => ({
  id,
  payment_method_limits: Object.entries(DEFAULT_PAYMENT_LIMITS[id]).map(
    ([method, { min, max }]) => ({
      id: method,
      min,
      max,
    }),
  ),
})

/** The built-in USDC and ETH list answered when the on-ramp options cannot be fetched (spec section 8). */
export const DEFAULT_ONRAMP_OPTIONS: Schemas['OnRampOptionsResponse'] = {
  paymentCurrencies: [paymentCurrency('USD'), paymentCurrency('EUR')],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        },
        {
          name: 'base',
          display_name: 'Base',
          chain_id: '8453',
          contract_address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
        },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    },
  ],
}

/** The quote answered when quoting fails: every amount equals the requested one (spec section 8). */
export const mockedOnRampQuote = (
  request: Schemas['OnRampQuoteRequest'],
): Schemas['OnRampQuote'] => {
  const fiat = { amount: request.amount, currency: request.paymentCurrency }
  return {
    networkFee: { amount: request.amount, currency: request.purchaseCurrency },
    paymentSubtotal: fiat,
    paymentTotal: fiat,
    purchaseAmount: { amount: request.amount, currency: request.purchaseCurrency },
    quoteId: 'mocked-quote-id',
  }
}
