import type { ChildProcess } from 'node:child_process'
import { NATIVE_TOKEN_ADDRESS } from './abis.js'
import type { ChainOutage, OutageMessage, ReadyMessage } from './chain-process-protocol.js'
import { NATIVE_CURRENCY } from './chain-config.js'
import type { ChainHealth } from './chain-health.js'
import type { ContractArtifacts } from './compile-contracts.js'
import { DEV_ROLES, type DevAccount } from './dev-accounts.js'
import { exitReason, forkChainProcess, type ChainProcess } from './fork-chain-process.js'
import type { EvmChainInfo } from './types.js'

export interface SuperviseChainOptions {
  chainId: number
  name: string
  /** 0 picks a free port; restarts reuse the port the first start got. */
  port: number
  host: string
  accounts: DevAccount[]
  /** Awaited by the chain's process once its node is up, so compiling and booting overlap. */
  artifacts: Promise<ContractArtifacts>
  /** Where crashes and restarts are reported, one line each. */
  warn: (line: string) => void
}

export interface SupervisedChain {
  info: EvmChainInfo
  health: () => ChainHealth
  /** The chain's RPC fault (devnet/faults `chain-rpc`), kept through a restart. */
  setOutage: (outage: ChainOutage) => void
  stop: () => Promise<void>
}

/** A crash this soon after the chain came up counts as a crash loop, and the restart waits. */
const QUICK_CRASH_MS = 10_000
const MAX_RESTART_DELAY_MS = 10_000
const STOP_GRACE_MS = 5_000

/**
 * Runs one devnet chain in its own process (chain-process.ts) and keeps it running: when the
 * process dies (an EDR panic aborts it, or anything kills it) the crash is reported once, the
 * health shows the chain `restarting`, and a new process starts on the same port, deploys and
 * seeds again, so the contracts, dev accounts and balances are those of the first start.
 */
export async function superviseChain(options: SuperviseChainOptions): Promise<SupervisedChain> {
  const { chainId, name, host, artifacts, warn } = options
  const first = await forkChainProcess({ chainId, name, port: options.port, host }, artifacts)
  const info = chainInfo(options, first.ready)
  const { port } = first.ready
  const what = `EVM devnet chain ${info.caipNetworkId} (${name})`
  const health: ChainHealth = {
    caipNetworkId: info.caipNetworkId,
    name,
    rpcUrl: info.rpcUrl,
    state: 'up',
    pid: null,
    restarts: 0,
    lastCrash: null,
  }
  let current: ChildProcess | null = null
  let stopping = false
  let upSince = Date.now()
  let quickCrashes = 0
  let restartTimer: NodeJS.Timeout | undefined
  let restarting: Promise<void> = Promise.resolve()
  let outage: ChainOutage = 'none'
  const sendOutage = (child: ChildProcess): void => {
    const message: OutageMessage = { type: 'outage', state: outage }
    if (child.connected) child.send(message)
  }

  const schedule = () => {
    const delay = quickCrashes === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** quickCrashes)
    restartTimer = setTimeout(() => {
      restarting = restart()
    }, delay)
  }

  const watch = (process: ChainProcess) => {
    current = process.child
    if (outage !== 'none') sendOutage(process.child)
    health.pid = process.child.pid ?? null
    process.child.once('exit', (code, signal) => {
      current = null
      health.pid = null
      if (stopping) return
      const cause = crashCause(process.stderrTail())
      const reason = `${exitReason(code, signal)}${cause ? `: ${cause}` : ''}`
      health.state = 'restarting'
      health.restarts += 1
      health.lastCrash = { reason, at: new Date().toISOString() }
      warn(`${what} crashed (${reason}); restarting it on ${info.rpcUrl} from its seeded state`)
      quickCrashes = Date.now() - upSince < QUICK_CRASH_MS ? quickCrashes + 1 : 0
      schedule()
    })
  }

  const restart = async () => {
    const startedAt = performance.now()
    try {
      const next = await forkChainProcess({ chainId, name, port, host }, artifacts)
      if (stopping) {
        next.child.kill('SIGKILL')
        return
      }
      const moved = movedContracts(info, next.ready)
      if (moved.length > 0) warn(`${what} restarted with ${moved.join(', ')} at other addresses`)
      watch(next)
      health.state = 'up'
      upSince = Date.now()
      const elapsed = Math.round(performance.now() - startedAt)
      warn(`${what} is back after ${String(elapsed)} ms (restart ${String(health.restarts)})`)
    } catch (error) {
      if (stopping) return
      quickCrashes += 1
      warn(`${what} did not restart: ${error instanceof Error ? error.message : String(error)}`)
      schedule()
    }
  }

  watch(first)
  return {
    info,
    health: () => ({ ...health }),
    setOutage: (next) => {
      if (next === outage) return
      outage = next
      if (current) sendOutage(current)
    },
    stop: async () => {
      stopping = true
      health.state = 'stopped'
      clearTimeout(restartTimer)
      await restarting
      if (current) await stopProcess(current)
    },
  }
}

function chainInfo(options: SuperviseChainOptions, ready: ReadyMessage): EvmChainInfo {
  const deployer = options.accounts[DEV_ROLES.deployer]
  if (!deployer) throw new Error(`The devnet needs ${String(DEV_ROLES.deployer + 1)} dev accounts`)
  const address = `${options.host}:${String(ready.port)}`
  return {
    chainId: options.chainId,
    caipNetworkId: `eip155:${options.chainId}`,
    name: options.name,
    rpcUrl: `http://${address}`,
    wsUrl: `ws://${address}`,
    nativeCurrency: { ...NATIVE_CURRENCY },
    tokens: ready.tokens,
    poolAddress: ready.poolAddress,
    nativeTokenAddress: NATIVE_TOKEN_ADDRESS,
    nftAddress: ready.nftAddress,
    batchExecutorAddress: ready.batchExecutorAddress,
    deployerAddress: deployer.address,
    devAccounts: options.accounts,
    history: ready.history,
  }
}

/**
 * What the dead process said about its end: a Rust panic's message (EDR prints `thread '…'
 * panicked at <file>:<line>:` and the message on the next line), else its last stderr line.
 */
function crashCause(stderrTail: string): string {
  const panic = /panicked at [^\n]*\n([^\n]+)/.exec(stderrTail)
  if (panic?.[1]) return `EDR panic: ${panic[1].trim()}`
  return stderrTail.split('\n').at(-1) ?? ''
}

type Deployed = Pick<ReadyMessage, 'tokens' | 'poolAddress' | 'nftAddress' | 'batchExecutorAddress'>

const addressesOf = (deployed: Deployed): Map<string, string> =>
  new Map([
    ...deployed.tokens.map((token): [string, string] => [token.symbol, token.address]),
    ['pool', deployed.poolAddress],
    ['NFT', deployed.nftAddress],
    ['batch executor', deployed.batchExecutorAddress],
  ])

/** The contracts a restart deployed elsewhere than the first start (none: nonces are fixed). */
function movedContracts(before: Deployed, after: Deployed): string[] {
  const now = addressesOf(after)
  return [...addressesOf(before)].flatMap(([label, address]) =>
    now.get(label) === address ? [] : [label],
  )
}

/** SIGTERM, then SIGKILL if the process has not gone after a grace period. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
