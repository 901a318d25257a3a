import { isHex } from 'viem'
import { invalidParams } from './injected-wallet-params.js'

/** wallet_getCapabilities' `[address, chainIds?]`: the chain ids asked for, if any. */
export function readCapabilitiesRequest(params: unknown): {
  address: unknown
  chainIds?: number[]
} {
  if (params !== undefined && !Array.isArray(params)) throw invalidParams('expected an array')
  const list: unknown[] = params ?? []
  const [address, chainIds] = list
  if (list.length > 0 && typeof address !== 'string') {
    throw invalidParams('the address must be a string')
  }
  if (chainIds === undefined) return { address }
  if (!Array.isArray(chainIds) || !chainIds.every((chainId) => isHex(chainId))) {
    throw invalidParams('the chain ids must be a list of hex chain ids')
  }
  return { address, chainIds: chainIds.map(Number) }
}
