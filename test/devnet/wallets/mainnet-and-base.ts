import { afterAll, beforeAll } from 'vitest'
import { startEvmChains, type EvmChainInfo, type EvmDevnet } from '../../../devnet/evm/index.js'

/**
 * The devnet's Ethereum and Base chains for one test file: started before its tests, stopped
 * after them. Read the chains inside the tests, once started.
 */
export function mainnetAndBaseForFile(): { mainnet: () => EvmChainInfo; base: () => EvmChainInfo } {
  let evm: EvmDevnet | undefined
  beforeAll(async () => {
    evm = await startEvmChains({ ports: { 1: 0, 8453: 0 }, log: () => undefined })
  })
  afterAll(async () => {
    await evm?.stop()
  })
  const find = (chainId: number): EvmChainInfo => {
    const chain = evm?.chains.find((candidate) => candidate.chainId === chainId)
    if (chain === undefined) throw new Error(`The devnet has no chain ${String(chainId)} yet`)
    return chain
  }
  return { mainnet: () => find(1), base: () => find(8453) }
}
