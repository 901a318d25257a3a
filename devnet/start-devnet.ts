import { join } from 'node:path'
import { startBlockchainApi } from './blockchain-api/index.js'
import { createFaultBoard, type FaultBoard } from './faults/fault-board.js'
import { DEVNET_PROJECT_ID } from './devnet-project-id.js'
import type { DevnetPorts } from './devnet-ports.js'
import { writeEndpoints, type DevnetEndpoints } from './endpoints.js'
import { startEvmChains, type ChainHealth } from './evm/index.js'
import { followChainFaults } from './faults/chain-faults.js'
import { startMailbox } from './mailbox/index.js'
import { startProjectApi } from './project-api/index.js'
import { startRelay } from './relay/index.js'
import { startSecureSite } from './secure-site/index.js'
import { startSolanaDevnet } from './solana/index.js'

export { DEVNET_PROJECT_ID }

export interface StartDevnetOptions {
  ports: DevnetPorts
  /** Where persisted state and endpoints.json live: `.devnet` in the repository. */
  stateDir: string
  log?: (line: string) => void
  /** Where a chain's crash and restart are reported; console.error by default. */
  warn?: (line: string) => void
  /** Serves a wallet registry of this many wallets grown from the real one. */
  registrySize?: number
}

export interface RunningDevnet {
  endpoints: DevnetEndpoints
  endpointsFile: string
  /** Each EVM chain's state: up, or restarting after its process crashed (see devnet/evm). */
  health: () => DevnetHealth
  /** The fault switches every service obeys; the tools service sets them (devnet/faults). */
  faults: FaultBoard
  stop: () => Promise<void>
}

export interface DevnetHealth {
  chains: ChainHealth[]
}

/**
 * Starts every devnet service on 127.0.0.1, writes `<stateDir>/endpoints.json`, and stops them
 * all (in reverse order) when any fails to start or when stop() is called.
 */
export async function startDevnet({
  ports,
  stateDir,
  log = console.log,
  warn = console.error,
  registrySize,
}: StartDevnetOptions): Promise<RunningDevnet> {
  const stops: (() => Promise<void>)[] = []
  const faults = createFaultBoard()
  const stop = async (): Promise<void> => {
    for (const close of stops.reverse())
      await close().catch((error: unknown) => {
        log(`devnet stop: ${String(error)}`)
      })
  }
  try {
    const [evm, solana, projectApi, mailbox, relay] = await Promise.all([
      startEvmChains({ ports: { 1: ports.evmMainnet, 8453: ports.evmBase }, log, warn }),
      startSolanaDevnet({ port: ports.solana, log }),
      startProjectApi({
        port: ports.projectApi,
        stateDir: join(stateDir, 'project-api'),
        registrySize,
        faults,
        log,
      }),
      startMailbox({ port: ports.mailbox, log }),
      startRelay({ port: ports.relay, faults, log }),
    ])
    stops.push(evm.stop, solana.close, projectApi.close, mailbox.close, relay.close)
    stops.push(followChainFaults(faults, evm))
    const blockchainApi = await startBlockchainApi({
      port: ports.blockchainApi,
      chains: evm.chains,
      solanaRpcUrl: solana.url,
      solanaChainId: solana.caipNetworkId,
      stateDir: join(stateDir, 'blockchain-api'),
      projectApiUrl: projectApi.url,
      faults,
      log,
    })
    stops.push(blockchainApi.close)
    const chainUrls = {
      ...Object.fromEntries(evm.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
      [solana.caipNetworkId]: solana.url,
    }
    const batchExecutors = Object.fromEntries(
      evm.chains.map((chain) => [chain.caipNetworkId, chain.batchExecutorAddress]),
    )
    const secureSite = await startSecureSite({
      port: ports.secureSite,
      // The frame and its API serve each project's allowed origins, as the Project API lists them.
      projectApiUrl: projectApi.url,
      mailboxUrl: mailbox.url,
      chains: chainUrls,
      batchExecutors,
      stateDir: join(stateDir, 'secure-site'),
      faults,
      log,
    })
    stops.push(secureSite.close)

    const endpoints: DevnetEndpoints = {
      projectId: DEVNET_PROJECT_ID,
      blockchainApi: blockchainApi.url,
      projectApi: projectApi.url,
      analytics: projectApi.url,
      relay: relay.url,
      secureSite: secureSite.url,
      mailbox: mailbox.url,
      chains: chainUrls,
      batchExecutors,
      tokens: Object.fromEntries(
        evm.chains.map((chain) => [
          chain.caipNetworkId,
          chain.tokens.map(({ address }) => address),
        ]),
      ),
      accounts: {
        eip155: (evm.chains[0]?.devAccounts ?? []).map((account) => account.address),
        solana: solana.devKeypairs.map((keypair) => keypair.address),
      },
    }
    const endpointsFile = join(stateDir, 'endpoints.json')
    await writeEndpoints(endpointsFile, endpoints)
    return { endpoints, endpointsFile, health: () => ({ chains: evm.health() }), faults, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
