import { fallback, http, type Transport } from 'viem'
import { FALLBACK_RPC, JSON_RPC_HTTP } from './constants.js'

/**
 * The chain transport: HTTP JSON-RPC (10 s timeout, batches of 1000) over every RPC URL of a
 * network, ranked by the fallback's pings (every 4 s, 10 samples, stability 0.7, latency 0.3).
 * A fatal error (a revert, a user rejection) is rethrown at once instead of trying the next URL.
 */
export function createRpcTransport(
  rpcUrls: readonly string[],
  { rank = true }: { rank?: boolean } = {},
): Transport {
  if (rpcUrls.length === 0) throw new Error('No RPC URL provided')
  const transports = rpcUrls.map((url) =>
    http(url, {
      timeout: JSON_RPC_HTTP.timeoutMs,
      batch: { batchSize: JSON_RPC_HTTP.batchSize },
      retryCount: 0,
    }),
  )
  return fallback(transports, {
    retryCount: 0,
    rank: rank && {
      interval: FALLBACK_RPC.pingIntervalMs,
      sampleCount: FALLBACK_RPC.sampleCount,
      weights: { stability: FALLBACK_RPC.stabilityWeight, latency: FALLBACK_RPC.latencyWeight },
    },
  })
}
