import type { SolanaNode } from '../account/solana-balance.js'
import type { ServedChains } from '../served-chains.js'
import type { HandlerTable } from '../typed-handlers.js'

/** Every EVM chain over HTTP and WebSocket; the Solana node, when there is one, over HTTP only. */
export function createChainHandlers(chains: ServedChains, solana?: SolanaNode) {
  return {
    getSupportedChains: () => {
      const evm = chains.all.map((chain) => chain.info)
      return {
        status: 200,
        body: {
          http: [
            ...evm.map((info) => info.caipNetworkId),
            ...(solana ? [solana.caipNetworkId] : []),
          ],
          ws: evm.filter((info) => info.wsUrl !== '').map((info) => info.caipNetworkId),
        },
      }
    },
  } satisfies HandlerTable
}
