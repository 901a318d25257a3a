import type { EvmDevnet } from '../evm/index.js'
import type { FaultBoard } from './fault-board.js'

/**
 * Passes the board's `chain-rpc` switches to the EVM chains (each runs in a process of its own):
 * a switch with `path: '/eip155:8453'` takes that chain down, one without a path every chain;
 * `refused` wins over `errors`. Returns the stop, which brings every chain back.
 */
export function followChainFaults(
  board: FaultBoard,
  evm: Pick<EvmDevnet, 'chains' | 'setOutage'>,
): () => Promise<void> {
  const apply = (): void => {
    for (const { caipNetworkId } of evm.chains) {
      const path = `/${caipNetworkId}`
      const outage = board.active('chain-rpc', 'refused', path)
        ? 'refused'
        : board.active('chain-rpc', 'errors', path)
          ? 'errors'
          : 'none'
      evm.setOutage(caipNetworkId, outage)
    }
  }
  const unsubscribe = board.onChange(apply)
  return () => {
    unsubscribe()
    return Promise.resolve()
  }
}
