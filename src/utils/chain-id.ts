import { parseCaipNetworkId } from './caip.js'

/** EVM chain ids must fit a signed 32-bit integer (spec §5). */
export const MAX_EVM_CHAIN_ID = 2147483647

/**
 * Returns the chain id as a number, or throws 'Invalid chainId'. Besides the spec's upper bound,
 * anything that is not a positive whole number is refused, since no EVM chain can have that id.
 */
export function assertEvmChainId(chainId: number | string): number {
  const id = typeof chainId === 'number' ? chainId : decimalToNumber(chainId)
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_EVM_CHAIN_ID) {
    throw new Error('Invalid chainId')
  }
  return id
}

export function isValidEvmChainId(chainId: number | string): boolean {
  try {
    assertEvmChainId(chainId)
    return true
  } catch {
    return false
  }
}

function decimalToNumber(value: string): number {
  return /^\d+$/.test(value) ? Number(value) : Number.NaN
}

/**
 * Throws unless the chain's namespace is one the app configured. A bare chain id (no colon) is an
 * EVM chain id, so its namespace is eip155.
 */
export function assertNamespaceConfigured(
  chainIdOrCaipNetworkId: number | string,
  configuredNamespaces: readonly string[],
): string {
  const value = String(chainIdOrCaipNetworkId)
  const chainNamespace = value.includes(':') ? parseCaipNetworkId(value).chainNamespace : 'eip155'
  if (!configuredNamespaces.includes(chainNamespace)) {
    throw new Error(
      `Namespace "${chainNamespace}" is not configured. Please call connect() first with the desired chain.`,
    )
  }
  return chainNamespace
}
