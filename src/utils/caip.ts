/** The chain namespaces Portico accepts (spec §5). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
export type CaipNetworkId = `${string}:${string}`
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface ParsedCaipNetworkId {
  chainNamespace: string
  chainId: string
}

export interface ParsedCaipAddress {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
}

const namespaces: readonly string[] = CHAIN_NAMESPACES

export function isChainNamespace(value: string): value is ChainNamespace {
  return namespaces.includes(value)
}

/**
 * Splits a CAIP-2 id such as `eip155:1`. The spec only demands two parts; an empty part is
 * refused as well because no network can be named by it.
 */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  const [chainNamespace, chainId, ...rest] = caipNetworkId.split(':')
  if (!chainNamespace || !chainId || rest.length > 0) {
    throw new Error('Invalid CAIP-2 network id')
  }
  return { chainNamespace, chainId }
}

/** Splits a CAIP-10 address such as `eip155:1:0xabc…` into its three non-empty parts. */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const [chainNamespace, chainId, address, ...rest] = caipAddress.split(':')
  if (!chainNamespace || !chainId || !address || rest.length > 0) {
    throw new Error('Invalid CAIP-10 address')
  }
  if (!isChainNamespace(chainNamespace)) throw new Error('Invalid CAIP-10 address')
  return { chainNamespace, chainId, address }
}

export function formatCaipNetworkId(
  chainNamespace: string,
  chainId: string | number,
): CaipNetworkId {
  return `${chainNamespace}:${String(chainId)}`
}

export function formatCaipAddress(
  chainNamespace: ChainNamespace,
  chainId: string | number,
  address: string,
): CaipAddress {
  return `${chainNamespace}:${String(chainId)}:${address}`
}
