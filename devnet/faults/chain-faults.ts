import type { EvmDevnet } from '../evm/index.js'
import type { FaultBoard } from './fault-board.js'

/**
 * Passes the board's `chain-rpc` switches to the EVM chains (each runs in a process of its own):
 * a switch with `path: '/eip155:8453'` takes that chain down, one without a path every chain;
 * `refused` wins over `errors`, which wins over `lost-sends`. Returns the stop, which brings every chain back.
 */
export function followChainFaults(
  board: FaultBoard,
  evm: Pick<EvmDevnet, 'chains' | 'setOutage'>,
): () => Promise<void> {
  const apply = (): void => {
    for (const { caipNetworkId } of evm.chains) {
      const path = `/${caipNetworkId}`
      const outage = (['refused', 'errors', 'lost-sends'] as const).find((kind) =>
        board.active('chain-rpc', kind, path),
      )
      evm.setOutage(caipNetworkId, outage ?? 'none')
    }
  }
  const unsubscribe = board.onChange(apply)
  return () => {
    unsubscribe()
    return Promise.resolve()
  }
}
