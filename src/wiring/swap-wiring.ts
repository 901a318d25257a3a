import type { BlockchainCoreClient } from '../clients/blockchain-core-client.js'
import { createConvertApi } from '../clients/blockchain/convert-api.js'
import type { Eip1193Provider } from '../connectors/injected.js'
import { createSwap, type SwapDeps } from '../controllers/swap.js'
import { createAtomicBatch } from '../controllers/swap-batch.js'

export interface SwapWiringDeps extends Pick<
  SwapDeps,
  'projectId' | 'getActiveCaipAddress' | 'sendTransaction' | 'showError'
> {
  blockchain: Pick<BlockchainCoreClient, 'operations'>
  /** The eip155 provider as the app gets it: EIP-5792 for every wallet. */
  getProvider: (namespace: 'eip155') => Eip1193Provider | undefined
}

/**
 * The Swap controller on the swap API and the connected wallet; it serves only its own (lazy)
 * view, so it arrives with it. An approval and its swap go as one batch where the wallet sends
 * the chain's calls atomically (swap-batch.ts).
 */
export function wireSwap({ blockchain, getProvider, ...deps }: SwapWiringDeps) {
  return createSwap({
    ...deps,
    convert: createConvertApi(blockchain.operations),
    atomicBatch: createAtomicBatch(() => getProvider('eip155')),
  })
}
