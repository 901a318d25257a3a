import type { components } from '../../../generated/blockchain-api/types.js'
import { DEFAULT_PAYMENT_LIMITS } from '../../../src/utils/payment-limits.js'
import { assetWithSymbol, type ServedChains } from '../served-chains.js'

type Schemas = components['schemas']

/** What the devnet on-ramp sells, on every chain that has it. */
const PURCHASABLE = ['USDC', 'USDT', 'ETH'] as const

export function onRampOptions(chains: ServedChains): Schemas['OnRampOptionsResponse'] {
  const paymentCurrencies = Object.entries(DEFAULT_PAYMENT_LIMITS).map(([id, limits]) => ({
    id,
    payment_method_limits: Object.entries(limits).map(([method, { min, max }]) => ({
      id: method,
      min,
      max,
    })),
  }))
  const purchaseCurrencies = PURCHASABLE.flatMap((symbol): Schemas['OnRampPurchaseCurrency'][] => {
    const offered = chains.all.flatMap((chain) => {
      const asset = assetWithSymbol(chain, symbol)
      return asset ? [{ chain, asset }] : []
    })
    const [first] = offered
    if (!first) return []
    return [
      {
        id: symbol,
        name: first.asset.name,
        symbol,
        networks: offered.map(({ chain, asset }) => ({
          name: chain.info.name.toLowerCase(),
          display_name: chain.info.name,
          chain_id: String(chain.info.chainId),
          contract_address: asset.kind === 'native' ? '' : asset.address,
        })),
      },
    ]
  })
  return { paymentCurrencies, purchaseCurrencies }
}
