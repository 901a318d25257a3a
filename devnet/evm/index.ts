import { DEVNET_EVM_CHAINS, type DevnetEvmChainId } from './chain-config.js'
import type { ChainHealth } from './chain-health.js'
import type { ChainOutage } from './chain-process-protocol.js'
import { loadContractArtifacts } from './compile-contracts.js'
import { deriveDevAccounts } from './dev-accounts.js'
import { superviseChain } from './supervised-chain.js'
import type { EvmChainInfo } from './types.js'

export type { EvmChainInfo } from './types.js'
export type { ChainHealth } from './chain-health.js'
export type { DevnetEvmChainId } from './chain-config.js'
export {
  batchExecutorAbi,
  devTokenAbi,
  NATIVE_TOKEN_ADDRESS,
  spamNftAbi,
  swapPoolAbi,
} from './abis.js'
export { devnetViemChain } from './chain-client.js'
export { creditWallet } from './credit-wallet.js'

export interface StartEvmChainsOptions {
  /** Port per chain id; 0 picks a free port. Defaults: 8545 for eip155:1, 8546 for eip155:8453. */
  ports?: Partial<Record<DevnetEvmChainId, number>>
  host?: string
  log?: (line: string) => void
  /** Where a chain's crash and restart are reported; console.error by default. */
  warn?: (line: string) => void
}

export interface EvmDevnet {
  chains: EvmChainInfo[]
  /** Each chain's state now: up, or restarting after a crash, with its restarts and last crash. */
  health: () => ChainHealth[]
  /** Takes one chain's RPC down or brings it back (the devnet's `chain-rpc` fault switches). */
  setOutage: (caipNetworkId: string, outage: ChainOutage) => void
  stop: () => Promise<void>
}

/**
 * Starts every devnet EVM chain in parallel, each in its own supervised process, deployed and
 * seeded, and logs how long it took. A chain whose process dies is restarted (superviseChain).
 */
export async function startEvmChains(options: StartEvmChainsOptions = {}): Promise<EvmDevnet> {
  const startedAt = performance.now()
  const accounts = deriveDevAccounts()
  // Compiled (or read from the cache) once here while the chains' processes boot.
  const artifacts = loadContractArtifacts()
  // Settle here too: if a chain fails before awaiting the artifacts, this is not left unhandled.
  artifacts.catch(() => undefined)

  const results = await Promise.allSettled(
    DEVNET_EVM_CHAINS.map((chain) =>
      superviseChain({
        chainId: chain.chainId,
        name: chain.name,
        port: options.ports?.[chain.chainId] ?? chain.defaultPort,
        host: options.host ?? '127.0.0.1',
        accounts,
        artifacts,
        warn: options.warn ?? console.error,
      }),
    ),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(started.map((chain) => chain.stop()))
  }
  const failures: unknown[] = []
  for (const result of results) if (result.status === 'rejected') failures.push(result.reason)
  if (failures.length > 0) {
    await stop()
    throw failures.length === 1
      ? failures[0]
      : new AggregateError(failures, 'Several devnet EVM chains failed to start')
  }

  const chains = started.map((chain) => chain.info)
  const elapsed = Math.round(performance.now() - startedAt)
  const urls = chains.map((chain) => `${chain.caipNetworkId} ${chain.rpcUrl}`).join(', ')
  ;(options.log ?? console.log)(`EVM devnet ready in ${String(elapsed)} ms: ${urls}`)
  const setOutage = (caipNetworkId: string, outage: ChainOutage): void => {
    for (const chain of started)
      if (chain.info.caipNetworkId === caipNetworkId) chain.setOutage(outage)
  }
  return { chains, health: () => started.map((chain) => chain.health()), setOutage, stop }
}
