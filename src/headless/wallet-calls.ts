import type { CaipNetwork } from '../core/caip-network.js'
import type { Portico } from '../instance/public-portico.js'
import type { ChainNamespace } from '../utils/caip.js'

/**
 * Ends the namespace's active connection, or every namespace's without one. Rejects with a
 * ConnectionError 'Failed to disconnect' when a wallet could not be disconnected.
 */
export function disconnect(portico: Portico, namespace?: ChainNamespace): Promise<void> {
  return portico.disconnect(namespace)
}

/**
 * Switches to one of the app's networks, asking the connected wallet first; a refusal rejects
 * with a UserRejectedRequestError (4001) and the network stays.
 */
export function switchNetwork(portico: Portico, network: CaipNetwork): Promise<void> {
  return portico.switchNetwork(network)
}

/**
 * Signs a message with the active namespace's connected wallet: personal_sign (hex) on EVM,
 * signMessage (base58) on Solana. A refusal rejects with a UserRejectedRequestError (4001).
 */
export function signMessage(portico: Portico, message: string): Promise<string> {
  return portico.signMessage(message)
}
