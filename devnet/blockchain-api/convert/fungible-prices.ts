import type { components } from '../../../generated/blockchain-api/types.js'
import { SOL, type SolanaNode } from '../account/solana-balance.js'
import type { IconUrls } from '../icons.js'
import { assetAt, type ServedChains } from '../served-chains.js'

type FungiblePrice = components['schemas']['FungiblePrice']

/** The wrapped-SOL mint, the address price services use for SOL itself. */
const SOL_MINT = 'So11111111111111111111111111111111111111112'

/** Prices from the devnet table for the CAIP-10 ids it knows; the others are left out. */
export function fungiblePrices(
  chains: ServedChains,
  addresses: readonly string[],
  icons: IconUrls,
  solana?: SolanaNode,
): FungiblePrice[] {
  return addresses.flatMap((caip10): FungiblePrice[] => {
    const separator = caip10.lastIndexOf(':')
    const caipNetworkId = caip10.slice(0, separator)
    const address = caip10.slice(separator + 1)
    if (solana && caipNetworkId === solana.caipNetworkId && address === SOL_MINT)
      return [
        {
          name: SOL.name,
          symbol: SOL.symbol,
          iconUrl: icons.token(SOL.symbol),
          price: SOL.usdPrice,
        },
      ]
    const chain = chains.find(caipNetworkId)
    const asset = chain && assetAt(chain, address)
    if (!asset) return []
    return [
      {
        name: asset.name,
        symbol: asset.symbol,
        iconUrl: icons.token(asset.symbol),
        price: asset.usdPrice,
      },
    ]
  })
}
