import { getAddress, isAddress } from 'viem'
import type { components } from '../../../generated/blockchain-api/types.js'
import { RequestRefused } from '../request-refused.js'
import { assetWithSymbol, type ServedChains } from '../served-chains.js'
import type { Purchase } from '../sessions/session-store.js'
import { decimalAmount } from './decimal-amount.js'
import { onRampQuote } from './onramp-quote.js'

/** Bought when the request presets no amount: this many US dollars' worth. */
const DEFAULT_FIAT_AMOUNT = 100

/**
 * The purchase an on-ramp URL request describes: the first destination wallet, on the default
 * network (else its first blockchain), of its first asset (else USDC), for the preset crypto
 * amount, else what the preset fiat amount (else 100 USD) buys after the provider's fee and the
 * network fee, as its quote says: the server takes only whole preset amounts, so a page passes
 * the fiat it pays and the checkout works out the crypto.
 */
export async function purchaseOf(
  chains: ServedChains,
  request: components['schemas']['OnRampUrlRequest'],
): Promise<Purchase> {
  const [wallet] = request.destinationWallets
  if (!wallet) throw new RequestRefused('destinationWallets is empty')
  const network =
    request.defaultNetwork ?? wallet.blockchains?.[0] ?? chains.all[0]?.info.name ?? 'ethereum'
  const chain = chains.findByNetworkName(network)
  if (!chain) throw new RequestRefused(`Unsupported network ${network}`)
  const symbol = wallet.assets?.[0] ?? 'USDC'
  const asset = assetWithSymbol(chain, symbol)
  if (!asset) throw new RequestRefused(`${symbol} cannot be bought on ${chain.info.name}`)
  if (!isAddress(wallet.address, { strict: false }))
    throw new RequestRefused(`${wallet.address} is not an address of ${chain.info.name}`)
  const decimal =
    request.presetCryptoAmount === undefined
      ? (
          await onRampQuote(chains, {
            purchaseCurrency: asset.symbol,
            paymentCurrency: 'USD',
            amount: String(request.presetFiatAmount ?? DEFAULT_FIAT_AMOUNT),
            network: chain.info.name,
          })
        ).purchaseAmount.amount
      : decimalAmount(request.presetCryptoAmount, asset.decimals)
  if (Number(decimal) <= 0) throw new RequestRefused('The amount is too small to buy')
  return {
    to: getAddress(wallet.address),
    chain: chain.info.caipNetworkId,
    symbol: asset.symbol,
    amount: decimal,
  }
}
