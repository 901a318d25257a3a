import {
  formatCaipNetworkId,
  isChainNamespace,
  parseCaipNetworkId,
  type CaipNetworkId,
  type ChainNamespace,
} from '../utils/caip.js'
import { isRecord } from '../utils/is-record.js'

export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

export interface RpcUrlList {
  http: string[]
}

/** A network the app can use (ENT-01). */
export interface CaipNetwork {
  /** The chain id inside its namespace: a number for EVM chains, a string elsewhere. */
  id: number | string
  /** `namespace:chainId`, e.g. `eip155:1` (ENT-02). */
  caipNetworkId: CaipNetworkId
  /** The network's namespace: eip155 or solana. */
  chainNamespace: ChainNamespace
  /** The network's name as shown. */
  name: string
  /** The network's native currency. */
  nativeCurrency: { name: string; decimals: number; symbol: string }
  /** The network's RPC endpoints. */
  rpcUrls: { default: RpcUrlList; chainDefault?: RpcUrlList }
  /** The network's icon: an image URL or the Project API's image id. */
  assets?: { imageId?: string; imageUrl?: string }
  /** Where a transaction can be looked up; the outcome views link to `${url}/tx/${hash}`. */
  blockExplorers?: { default: { name: string; url: string } }
}

/**
 * A network as `defineCaipNetwork` takes it: without its CAIP-2 id, which is made from the
 * namespace and id.
 */
export type CaipNetworkDefinition = Omit<CaipNetwork, 'caipNetworkId'>

/** Builds a network whose caipNetworkId is derived from its namespace and id, so they agree. */
export function defineCaipNetwork(definition: CaipNetworkDefinition): CaipNetwork {
  return {
    ...definition,
    caipNetworkId: formatCaipNetworkId(definition.chainNamespace, definition.id),
  }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

function isRpcUrlList(value: unknown): value is RpcUrlList {
  return (
    isRecord(value) &&
    Array.isArray(value.http) &&
    value.http.every((url) => typeof url === 'string')
  )
}

function isNativeCurrency(value: unknown): value is CaipNetwork['nativeCurrency'] {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.decimals === 'number' &&
    typeof value.symbol === 'string'
  )
}

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string'
}

function isAssets(value: unknown): value is CaipNetwork['assets'] {
  return (
    value === undefined ||
    (isRecord(value) && isOptionalString(value.imageId) && isOptionalString(value.imageUrl))
  )
}

function isBlockExplorers(value: unknown): value is CaipNetwork['blockExplorers'] {
  if (value === undefined) return true
  if (!isRecord(value) || !isRecord(value.default)) return false
  return typeof value.default.name === 'string' && typeof value.default.url === 'string'
}

function isRpcUrls(value: unknown): value is CaipNetwork['rpcUrls'] {
  return (
    isRecord(value) &&
    isRpcUrlList(value.default) &&
    (value.chainDefault === undefined || isRpcUrlList(value.chainDefault))
  )
}

/** True for a well-formed network whose caipNetworkId matches its namespace and id. */
export function isCaipNetwork(value: unknown): value is CaipNetwork {
  if (!isRecord(value)) return false
  const { id, caipNetworkId, chainNamespace } = value
  return (
    (typeof id === 'number' || typeof id === 'string') &&
    typeof chainNamespace === 'string' &&
    isChainNamespace(chainNamespace) &&
    caipNetworkId === formatCaipNetworkId(chainNamespace, id) &&
    typeof value.name === 'string' &&
    isNativeCurrency(value.nativeCurrency) &&
    isRpcUrls(value.rpcUrls) &&
    isAssets(value.assets) &&
    isBlockExplorers(value.blockExplorers)
  )
}
