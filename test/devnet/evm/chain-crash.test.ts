import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, isAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { FREE_DEVNET_PORTS } from '../../../devnet/devnet-ports.js'
import type { ChainHealth } from '../../../devnet/evm/index.js'
import { startDevnet, type RunningDevnet } from '../../../devnet/start-devnet.js'
import { startDevnetTools, type DevnetTools } from '../../../devnet/tools/index.js'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { chainRpc } from './chain-rpc-call.js'
import { isRecord } from '../../../src/utils/is-record.js'

const CRASHED = 'eip155:8453'
const OTHER = 'eip155:1'

let stateDir: string
let devnet: RunningDevnet
let tools: DevnetTools
const warnings: string[] = []

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'portico-chain-crash-'))
  devnet = await startDevnet({
    ports: FREE_DEVNET_PORTS,
    stateDir,
    log: () => undefined,
    warn: (line) => warnings.push(line),
  })
  tools = await startDevnetTools({ port: 0, repoRoot: stateDir, health: devnet.health })
}, 120_000)

afterAll(async () => {
  await tools.close()
  await devnet.stop()
  rmSync(stateDir, { recursive: true, force: true })
})

const chainUrl = (caip2: string): string => {
  const url = devnet.endpoints.chains[caip2]
  if (url === undefined) throw new Error(`No devnet chain ${caip2}`)
  return url
}

/** The chain's health as the devnet tools serve it to the playground. */
async function servedHealth(caip2: string): Promise<unknown> {
  const response = await fetch(`${tools.url}/health`)
  expect(response.status).toBe(200)
  const body: unknown = await response.json()
  const chains: unknown =
    typeof body === 'object' && body !== null && 'chains' in body ? body.chains : undefined
  if (!Array.isArray(chains)) throw new Error(`GET /health answered ${JSON.stringify(body)}`)
  return chains.find((chain: unknown) => isRecord(chain) && chain.caipNetworkId === caip2)
}

const stateIs =
  (state: ChainHealth['state']) =>
  (health: unknown): boolean =>
    isRecord(health) && health.state === state

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the devnet endpoints', () => {
  it("name each EVM chain's BatchExecutor, deployed there, for the wallets' atomic batches", async () => {
    const executors = devnet.endpoints.batchExecutors ?? {}
    expect(Object.keys(executors).sort()).toEqual(['eip155:1', 'eip155:8453'])
    for (const [caip2, address] of Object.entries(executors)) {
      if (!isAddress(address)) throw new Error(`${caip2}: ${address} is not an address`)
      const node = createPublicClient({ transport: http(chainUrl(caip2)) })
      expect(await node.getCode({ address })).toMatch(/^0x[0-9a-f]{2,}$/)
    }
  })
})

describe('a crashed chain process', () => {
  it('is contained, reported, and restarted on its port from its seeded state', async () => {
    const api = createBlockchainApiClient({
      baseUrl: devnet.endpoints.blockchainApi,
      projectId: devnet.endpoints.projectId,
    })
    const wallet = devnet.endpoints.accounts.eip155?.[0]
    const receiver = devnet.endpoints.accounts.eip155?.[5]
    if (wallet === undefined || receiver === undefined) throw new Error('No dev accounts')
    const balances = () => api.account.getBalance(`${CRASHED}:${wallet}`)

    expect(await servedHealth(CRASHED)).toMatchObject({ state: 'up', restarts: 0, lastCrash: null })
    const seeded = await balances()
    expect(seeded.balances.map((balance) => balance.symbol).sort()).toEqual([
      'DAI',
      'ETH',
      'USDC',
      'USDT',
    ])
    const seededEther = await chainRpc(chainUrl(CRASHED), 'eth_getBalance', [wallet, 'latest'])
    // A change after start-up, which the restart from the seeded state must not keep.
    await chainRpc(chainUrl(CRASHED), 'eth_sendTransaction', [
      { from: wallet, to: receiver, value: '0xde0b6b3a7640000' },
    ])
    expect(await chainRpc(chainUrl(CRASHED), 'eth_getBalance', [wallet, 'latest'])).not.toBe(
      seededEther,
    )

    // A request that still panics EDR after the input checks (an admin method, on the chain's own
    // URL): the engine aborts its whole process, where no JavaScript handler runs.
    const pid = devnet.health().chains.find((chain) => chain.caipNetworkId === CRASHED)?.pid
    if (pid == null) throw new Error(`${CRASHED} runs in no process`)
    await expect(
      chainRpc(chainUrl(CRASHED), 'evm_increaseTime', ['0xffffffffffffffff']),
    ).rejects.toThrow()

    const down = await waitFor(() => servedHealth(CRASHED), stateIs('restarting'))
    expect(down).toMatchObject({
      state: 'restarting',
      pid: null,
      restarts: 1,
      lastCrash: {
        reason: 'killed by SIGABRT: EDR panic: increment too large: TryFromIntError(())',
        at: expect.any(String) as unknown,
      },
    })
    // Everything else keeps answering while the chain is away.
    expect(await chainRpc(chainUrl(OTHER), 'eth_chainId')).toBe('0x1')
    const other = await api.account.getBalance(`${OTHER}:${wallet}`)
    expect(other.balances.length).toBeGreaterThan(0)
    expect((await api.operations.getSupportedChains({})).http.length).toBeGreaterThan(0)
    const frame = await fetch(`${devnet.endpoints.secureSite}/frame?projectId=${DEVNET_PROJECT_ID}`)
    expect(frame.status).toBe(200)
    expect(await servedHealth(OTHER)).toMatchObject({ state: 'up', restarts: 0 })
    expect(warnings.filter((line) => line.includes(`${CRASHED} (Base) crashed`))).toEqual([
      expect.stringContaining('(killed by SIGABRT: EDR panic: increment too large'),
    ])

    const up = await waitFor(() => servedHealth(CRASHED), stateIs('up'))
    expect(up).toMatchObject({ state: 'up', restarts: 1, pid: expect.any(Number) as unknown })
    expect(up).not.toMatchObject({ pid })
    expect(warnings.some((line) => line.includes(`${CRASHED} (Base) is back`))).toBe(true)

    // Back on the same URL, deployed and seeded again: balances and token contracts as at start.
    expect(await chainRpc(chainUrl(CRASHED), 'eth_chainId')).toBe('0x2105')
    expect(await chainRpc(chainUrl(CRASHED), 'eth_getBalance', [wallet, 'latest'])).toBe(
      seededEther,
    )
    expect(await balances()).toEqual(seeded)
    for (const { address } of seeded.balances) {
      if (address === undefined) continue
      const code = await chainRpc(chainUrl(CRASHED), 'eth_getCode', [
        address.split(':')[2],
        'latest',
      ])
      expect(code, address).toMatch(/^0x[0-9a-f]{100,}$/)
    }
    expect(warnings.filter((line) => line.includes('other addresses'))).toEqual([])
  })
})

describe("a chain's RPC taken down by the devnet's chain-rpc fault switches", () => {
  it('answers JSON-RPC errors, then refuses connections, for that chain only; cleared, it serves its state again', async () => {
    const wallet = devnet.endpoints.accounts.eip155?.[1]
    if (wallet === undefined) throw new Error('No dev accounts')
    const before = await chainRpc(chainUrl(CRASHED), 'eth_getBalance', [wallet, 'latest'])
    const api = createBlockchainApiClient({
      baseUrl: devnet.endpoints.blockchainApi,
      projectId: devnet.endpoints.projectId,
    })

    const status = () =>
      fetch(chainUrl(CRASHED), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      }).then(
        async (response) => {
          const body: unknown = await response.json()
          return { status: response.status, body }
        },
        () => 'refused',
      )

    // The switch reaches the chain's process over IPC, a moment after it is set.
    devnet.faults.set({ service: 'chain-rpc', kind: 'errors', path: `/${CRASHED}` })
    await expect.poll(status).toMatchObject({ status: 503, body: { error: { code: -32603 } } })
    await expect(api.account.getBalance(`${CRASHED}:${wallet}`)).rejects.toThrow()
    expect(await chainRpc(chainUrl(OTHER), 'eth_chainId')).toBe('0x1')

    devnet.faults.set({ service: 'chain-rpc', kind: 'refused', path: `/${CRASHED}` })
    await expect.poll(status).toBe('refused')

    devnet.faults.clear()
    await expect.poll(status).toMatchObject({ status: 200 })
    expect(await chainRpc(chainUrl(CRASHED), 'eth_getBalance', [wallet, 'latest'])).toBe(before)
    expect((await api.account.getBalance(`${CRASHED}:${wallet}`)).balances.length).toBeGreaterThan(
      0,
    )
  })
})
