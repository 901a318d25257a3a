import { UNKNOWN_NETWORK_NAME, type CaipNetwork } from './caip-network.js'
import { parseCaipNetworkId, type CaipNetworkId } from '../utils/caip.js'

/**
 * A network the app did not configure, as the wallet reported it: the chain controller then opens
 * UnsupportedChain unless unsupported chains are allowed (NAV-19).
 */
export function unknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const { chainId } = parseCaipNetworkId(caipNetworkId)
  return {
    id: Number(chainId),
    caipNetworkId,
    chainNamespace: 'eip155',
    name: UNKNOWN_NETWORK_NAME,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}
