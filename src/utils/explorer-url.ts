import type { CaipNetwork } from '../core/caip-network.js'

/** The network's explorer page of a transaction; undefined for a network without an explorer. */
export function explorerTransactionUrl(
  network: Pick<CaipNetwork, 'blockExplorers'> | undefined,
  hash: string,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (base === undefined) return undefined
  return `${base.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`
}
