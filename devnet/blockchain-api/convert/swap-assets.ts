import { getAddress, isAddress, type Address } from 'viem'
import { RequestRefused } from '../request-refused.js'
import { assetAt, type ChainAsset, type ServedChain, type ServedChains } from '../served-chains.js'

const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):(.+)$/

function split(caip10: string, field: string): { caipNetworkId: string; address: string } {
  const [, caipNetworkId, address] = CAIP10.exec(caip10) ?? []
  if (caipNetworkId === undefined || address === undefined)
    throw new RequestRefused(`${field} is not a CAIP-10 id`)
  return { caipNetworkId, address }
}

/** A CAIP-10 token id as the devnet chain and asset it names (the native one is 0xEeee…). */
export function resolveAsset(
  chains: ServedChains,
  caip10: string,
  field: string,
): { chain: ServedChain; asset: ChainAsset } {
  const { caipNetworkId, address } = split(caip10, field)
  const chain = chains.require(caipNetworkId)
  const asset = assetAt(chain, address)
  if (!asset) throw new RequestRefused(`${field}: ${address} is no token of ${caipNetworkId}`)
  return { chain, asset }
}

export function resolveAccount(
  chains: ServedChains,
  caip10: string,
  field: string,
): { chain: ServedChain; address: Address } {
  const { caipNetworkId, address } = split(caip10, field)
  const chain = chains.require(caipNetworkId)
  if (!isAddress(address, { strict: false }))
    throw new RequestRefused(`${field}: ${address} is not an EVM address`)
  return { chain, address: getAddress(address) }
}

export interface ResolvedSwap {
  chain: ServedChain
  tokenIn: ChainAsset
  tokenOut: ChainAsset
  user: Address
}

/** The two tokens and the account of a swap, all on one devnet chain. */
export function resolveSwap(
  chains: ServedChains,
  request: { from: string; to: string; userAddress: string },
): ResolvedSwap {
  const from = resolveAsset(chains, request.from, 'from')
  const to = resolveAsset(chains, request.to, 'to')
  const user = resolveAccount(chains, request.userAddress, 'userAddress')
  if (from.chain !== to.chain || from.chain !== user.chain)
    throw new RequestRefused('from, to and userAddress must be on the same chain')
  if (from.asset === to.asset) throw new RequestRefused('from and to are the same token')
  return { chain: from.chain, tokenIn: from.asset, tokenOut: to.asset, user: user.address }
}
