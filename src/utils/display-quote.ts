import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { displayText } from './display-text.js'
import { checkedDecimalString } from './service-numbers.js'

type OnRampQuote = BlockchainApi['schemas']['OnRampQuote']
type OnRampAmount = OnRampQuote['purchaseAmount']

/** A fiat currency as Intl formats it: three letters (any other code makes Intl throw). */
export const FIAT_CODE = /^[A-Za-z]{3}$/

function amountOf(amount: OnRampAmount, fiat: boolean): OnRampAmount | undefined {
  const checked = checkedDecimalString(amount.amount)
  const currency = displayText(amount.currency)
  if (checked === undefined || currency === '' || (fiat && !FIAT_CODE.test(currency)))
    return undefined
  return { amount: checked, currency }
}

/**
 * An on-ramp quote as the modal shows it: every amount a non-negative plain decimal, the crypto
 * symbols display text, the fiat currencies three-letter codes; undefined when any one fails
 * (a quote missing one of its amounts cannot be offered).
 */
export function displayOnRampQuote(quote: OnRampQuote): OnRampQuote | undefined {
  const purchaseAmount = amountOf(quote.purchaseAmount, false)
  const networkFee = amountOf(quote.networkFee, false)
  const paymentSubtotal = amountOf(quote.paymentSubtotal, true)
  const paymentTotal = amountOf(quote.paymentTotal, true)
  if (!purchaseAmount || !networkFee || !paymentSubtotal || !paymentTotal) return undefined
  return { ...quote, purchaseAmount, networkFee, paymentSubtotal, paymentTotal }
}
