import { isSecureFrameNetwork } from './frame-networks.js'

/**
 * The chains a secure site is started with, checked against the networks the secure frame knows
 * (CONST-66): a devnet frame serving any other would let a page rely on a network the real frame
 * refuses.
 */
export function checkServedNetworks(chains: Record<string, string>): void {
  const unknown = Object.keys(chains).filter((id) => !isSecureFrameNetwork(id))
  if (unknown.length > 0) {
    throw new Error(`Secure site: the secure frame knows no network ${unknown.join(', ')}`)
  }
}
