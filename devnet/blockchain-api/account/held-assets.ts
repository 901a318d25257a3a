import { formatUnits, getAddress, type Address } from 'viem'
import { devTokenAbi } from '../../evm/index.js'
import type { components } from '../../../generated/blockchain-api/types.js'
import type { IconUrls } from '../icons.js'
import type { ChainAsset, ServedChain } from '../served-chains.js'
import { usdValue } from '../usd-value.js'

/** An asset an account holds on one chain, read from the chain just now. */
export interface HeldAsset {
  chain: ServedChain
  asset: ChainAsset
  /** In the asset's smallest unit. */
  amount: bigint
}

const amountHeld = (chain: ServedChain, asset: ChainAsset, owner: Address): Promise<bigint> =>
  asset.kind === 'native'
    ? chain.client.getBalance({ address: owner })
    : chain.client.readContract({
        address: asset.address,
        abi: devTokenAbi,
        functionName: 'balanceOf',
        args: [owner],
      })

/** The native currency and every devnet token the account holds on the chain (zero left out). */
export async function readHeldAssets(chain: ServedChain, owner: Address): Promise<HeldAsset[]> {
  // Callers accept any casing, as nodes do; viem's encoder refuses a mixed case that is not the
  // checksum, so the address is read as the account it names.
  const account = getAddress(owner.toLowerCase())
  const amounts = await Promise.all(chain.assets.map((asset) => amountHeld(chain, asset, account)))
  return chain.assets.flatMap((asset, index) => {
    const amount = amounts[index] ?? 0n
    return amount > 0n ? [{ chain, asset, amount }] : []
  })
}

/** A held asset as a balance; without a known price it has price 0 and no value, as the service sends. */
export function tokenBalanceOf(
  held: HeldAsset,
  icons: IconUrls,
  price: number | undefined,
): components['schemas']['TokenBalance'] {
  const { chain, asset, amount } = held
  const numeric = formatUnits(amount, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: chain.info.caipNetworkId,
    ...(asset.kind === 'native' ? {} : { address: `${chain.info.caipNetworkId}:${asset.address}` }),
    ...(price === undefined ? {} : { value: usdValue(numeric, price) }),
    price: price ?? 0,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: icons.token(asset.symbol),
  }
}
