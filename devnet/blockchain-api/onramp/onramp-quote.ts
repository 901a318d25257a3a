import { randomUUID } from 'node:crypto'
import { formatEther } from 'viem'
import type { components } from '../../../generated/blockchain-api/types.js'
import { DEFAULT_PAYMENT_LIMITS } from '../../../src/utils/payment-limits.js'
import { RequestRefused } from '../request-refused.js'
import { assetWithSymbol, type ServedChains } from '../served-chains.js'
import { decimalAmount } from './decimal-amount.js'

type Schemas = components['schemas']

/** US dollars per unit of each fiat currency the devnet on-ramp takes. */
const USD_PER_FIAT: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }
export const PROVIDER_FEE_RATE = 0.015
/** The gas of the delivery, priced at the chain's current gas price. */
const DELIVERY_GAS = 65_000n

const limitsOf = (currency: string): { min: number; max: number } => {
  const entries = Object.entries(DEFAULT_PAYMENT_LIMITS).find(([id]) => id === currency)
  const limits = entries ? Object.values(entries[1]) : []
  return {
    min: Math.min(...limits.map((limit) => Number(limit.min))),
    max: Math.max(...limits.map((limit) => Number(limit.max))),
  }
}

const cents = (amount: number): string => amount.toFixed(2)

/**
 * A quote for spending `amount` of fiat: the total is the amount, the provider keeps 1.5 % and
 * the network fee, and the rest buys the crypto at the devnet price.
 */
export async function onRampQuote(
  chains: ServedChains,
  request: Schemas['OnRampQuoteRequest'],
): Promise<Schemas['OnRampQuote']> {
  const fiat = request.paymentCurrency.toUpperCase()
  const usdPerFiat = USD_PER_FIAT[fiat]
  if (usdPerFiat === undefined) throw new RequestRefused(`Unsupported payment currency ${fiat}`)
  const network = request.network ?? chains.all[0]?.info.name ?? 'ethereum'
  const chain = chains.findByNetworkName(network)
  if (!chain) throw new RequestRefused(`Unsupported network ${network}`)
  const asset = assetWithSymbol(chain, request.purchaseCurrency)
  if (!asset)
    throw new RequestRefused(`${request.purchaseCurrency} cannot be bought on ${chain.info.name}`)
  const total = Number(request.amount)
  const { min, max } = limitsOf(fiat)
  if (total < min || total > max)
    throw new RequestRefused(`amount must be between ${cents(min)} and ${cents(max)} ${fiat}`)

  const gasPrice = await chain.client.getGasPrice()
  const nativeUsd = chain.assets[0]?.usdPrice ?? 0
  const networkFeeUsd = Number(formatEther(gasPrice * DELIVERY_GAS)) * nativeUsd
  const networkFee = Math.max(0.01, Math.ceil((networkFeeUsd / usdPerFiat) * 100) / 100)
  const subtotal = total - total * PROVIDER_FEE_RATE - networkFee
  const bought = (subtotal * usdPerFiat) / asset.usdPrice
  return {
    networkFee: { amount: cents(networkFee), currency: fiat },
    paymentSubtotal: { amount: cents(subtotal), currency: fiat },
    paymentTotal: { amount: cents(total), currency: fiat },
    purchaseAmount: { amount: decimalAmount(bought, asset.decimals), currency: asset.symbol },
    quoteId: randomUUID(),
  }
}
