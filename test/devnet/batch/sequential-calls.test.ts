import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  createDevnetInjectedProvider,
  type DevnetInjectedProvider,
} from '../../../devnet/wallets/injected-wallet-provider.js'
import {
  createCallBundleRecords,
  type CallBundleRecord,
  type CallState,
} from '../../../src/batch/call-bundle.js'
import {
  createSequentialCalls,
  type SequentialCalls,
  type WalletRequest,
} from '../../../src/batch/sequential-calls.js'
import { createMemoryStorage, createStorage, type StorageLike } from '../../../src/core/storage.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { devAccount as devAccountOn } from '../evm/dev-account.js'
import {
  afterMove,
  approveCall,
  oneDevnetChainPerFile,
  transferFromCall,
  usdcState,
} from '../evm/usdc-moves.js'

const chain = oneDevnetChainPerFile()

const devAccount = (index: number) => devAccountOn(chain(), index)

/** The devnet injected wallet of dev account `index` without EIP-5792, connected. */
async function walletWithoutBatches(index: number): Promise<DevnetInjectedProvider> {
  const wallet = createDevnetInjectedProvider({
    privateKey: devAccount(index).privateKey,
    chains: [{ chainId: chain().chainId, rpcUrl: chain().rpcUrl, name: chain().name }],
    eip5792: false,
  })
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

/** What Portico's batch sender needs of `wallet`, with its record in `backend` (a page's storage). */
const senderOptions = (wallet: DevnetInjectedProvider, index: number, backend: StorageLike) => ({
  request: ({ method, params }: Parameters<WalletRequest>[0]) =>
    wallet.request({ method, params: Array.isArray(params) ? params : undefined }),
  records: createCallBundleRecords(createStorage({ backend })),
  account: () => devAccount(index).address,
  chainIds: () => [chain().chainId],
})

/** Portico's batch sender over `wallet`, with its record in `backend`. */
function sender(
  wallet: DevnetInjectedProvider,
  index: number,
  backend: StorageLike,
  showStatus?: (bundle: CallBundleRecord) => void,
): SequentialCalls {
  return createSequentialCalls({
    ...senderOptions(wallet, index, backend),
    showStatus,
    pollIntervalMs: 20,
  })
}

const approve = (spender: Address, amount: bigint) => approveCall(chain(), spender, amount)
const transferFrom = (from: Address, to: Address, amount: bigint) =>
  transferFromCall(chain(), from, to, amount)
const request = (calls: unknown[], overrides: Record<string, unknown> = {}) => [
  { version: '2.0.0', chainId: '0x2105', atomicRequired: false, calls, ...overrides },
]

const stateOf = (owner: Address, other: Address) => usdcState(chain(), owner, other)

const statesOf = (bundle: CallBundleRecord | undefined): CallState[] =>
  bundle?.calls.map((call) => call.state) ?? []

async function settled(calls: SequentialCalls, id: string): Promise<CallBundleRecord> {
  const bundle = await calls.whenSettled(id)
  if (bundle === undefined) throw new Error(`No bundle ${id}`)
  return bundle
}

describe('one-by-one batches for a wallet without EIP-5792 (devnet chain)', () => {
  it('sends each call through eth_sendTransaction, waits for it, and answers 200 when all went through', async () => {
    const wallet = await walletWithoutBatches(1)
    const owner = devAccount(1).address
    const other = devAccount(2).address
    const calls = sender(wallet, 1, createMemoryStorage())
    const seen: CallState[][] = []
    calls.subscribe((bundle) => seen.push(statesOf(bundle)))
    const before = await stateOf(owner, other)

    const { id } = await calls.sendCalls(
      request([approve(owner, 100n), transferFrom(owner, other, 70n)]),
    )
    expect(statesOf(await settled(calls, id))).toEqual(['confirmed', 'confirmed'])
    expect(seen).toEqual([
      ['queued', 'queued'],
      ['waiting', 'queued'],
      ['submitted', 'queued'],
      ['confirmed', 'queued'],
      ['confirmed', 'waiting'],
      ['confirmed', 'submitted'],
      ['confirmed', 'confirmed'],
    ])
    const status = await calls.getCallsStatus([id])
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x2105',
      status: 200,
      atomic: false,
    })
    expect(status.receipts).toHaveLength(2)
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await stateOf(owner, other)).toEqual(
      afterMove(before, { moved: 70n, allowance: 30n, nonces: 2 }),
    )
  })

  it('stops at a call that fails and says which went through (600); the rest is never sent', async () => {
    const wallet = await walletWithoutBatches(3)
    const owner = devAccount(3).address
    const other = devAccount(4).address
    const calls = sender(wallet, 3, createMemoryStorage())
    const before = await stateOf(owner, other)

    const { id } = await calls.sendCalls(
      request([
        approve(owner, 100n),
        transferFrom(owner, other, 60n),
        transferFrom(owner, other, 60n),
        transferFrom(owner, other, 1n),
      ]),
    )
    const bundle = await settled(calls, id)
    expect(statesOf(bundle)).toEqual(['confirmed', 'confirmed', 'failed', 'not-sent'])
    expect(bundle.calls[2]?.error).toMatch(/ERC20InsufficientAllowance|reverted/)
    const status = await calls.getCallsStatus([id])
    expect(status.status).toBe(600)
    expect(status.receipts).toHaveLength(2)
    expect(await stateOf(owner, other)).toEqual(
      afterMove(before, { moved: 60n, allowance: 40n, nonces: 2 }),
    )
  })

  it('stops at the user’s refusal midway: the first call stays, nothing is resent', async () => {
    const wallet = await walletWithoutBatches(5)
    const owner = devAccount(5).address
    const other = devAccount(6).address
    const calls = sender(wallet, 5, createMemoryStorage())
    calls.subscribe((bundle) => {
      if (bundle.calls[0]?.state === 'submitted') wallet.reject('eth_sendTransaction')
    })
    const before = await stateOf(owner, other)

    const { id } = await calls.sendCalls(
      request([approve(owner, 50n), transferFrom(owner, other, 50n), approve(owner, 0n)]),
    )
    const bundle = await settled(calls, id)
    expect(statesOf(bundle)).toEqual(['confirmed', 'rejected', 'not-sent'])
    expect(bundle.calls[1]?.error).toBe('User rejected the request.')
    wallet.approveAll()
    expect(await calls.getCallsStatus([id])).toMatchObject({
      status: 600,
      receipts: [{ status: '0x1' }],
    })
    expect(await stateOf(owner, other)).toEqual({
      ...before,
      allowance: 50n,
      nonce: before.nonce + 1,
    })
  })

  it('keeps the bundle across a reload midway and answers its status from the record', async () => {
    const wallet = await walletWithoutBatches(7)
    const owner = devAccount(7).address
    const other = devAccount(8).address
    const backend = createMemoryStorage()
    const before = await stateOf(owner, other)
    const first = sender(wallet, 7, backend)
    // The page goes away right after the wallet gave the first call's hash.
    first.subscribe((bundle) => {
      if (bundle.calls[0]?.state === 'submitted') first.dispose()
    })
    const { id } = await first.sendCalls(
      request([approve(owner, 9n), transferFrom(owner, other, 9n)]),
    )
    await first.whenSettled(id)

    const reloaded = sender(wallet, 7, backend)
    expect(statesOf(reloaded.bundle(id))).toEqual(['submitted', 'not-sent'])
    const status = await reloaded.getCallsStatus([id])
    expect(status).toMatchObject({ id, status: 600, receipts: [{ status: '0x1' }] })
    expect(statesOf(reloaded.bundle(id))).toEqual(['confirmed', 'not-sent'])
    expect(await stateOf(owner, other)).toEqual({
      ...before,
      allowance: 9n,
      nonce: before.nonce + 1,
    })
  })

  it('marks a call the wallet had when the page went away as interrupted, never resends it', async () => {
    const wallet = await walletWithoutBatches(9)
    const owner = devAccount(9).address
    const backend = createMemoryStorage()
    const first = sender(wallet, 9, backend)
    first.subscribe((bundle) => {
      if (bundle.calls[1]?.state === 'waiting') first.dispose()
    })
    const { id } = await first.sendCalls(
      request([approve(owner, 1n), approve(owner, 2n), approve(owner, 3n)]),
    )
    await first.whenSettled(id)
    const before = await stateOf(owner, owner)

    const reloaded = sender(wallet, 9, backend)
    expect(statesOf(reloaded.bundle(id))).toEqual(['confirmed', 'interrupted', 'not-sent'])
    expect(await reloaded.getCallsStatus([id])).toMatchObject({ status: 600 })
    expect((await stateOf(owner, owner)).nonce).toBe(before.nonce)
  })

  it('refuses atomicRequired, another account, an unconfigured chain and bad requests', async () => {
    const wallet = await walletWithoutBatches(10)
    const owner = devAccount(10).address
    const shown: string[] = []
    const calls = sender(wallet, 10, createMemoryStorage(), (bundle) => shown.push(bundle.id))
    const refusal = (params: unknown) =>
      calls.sendCalls(params).then(
        () => null,
        (error: unknown) =>
          isRecord(error) ? { code: error.code, message: error.message } : error,
      )
    const calls1 = [approve(owner, 1n)]

    expect(await refusal(request(calls1, { atomicRequired: true }))).toEqual({
      code: 5760,
      message:
        'Atomicity not supported: the connected wallet cannot send these calls atomically; with atomicRequired: false they are sent one by one',
    })
    expect(await refusal(request(calls1, { from: devAccount(11).address }))).toEqual({
      code: 4100,
      message: `from ${devAccount(11).address} is not the connected account ${owner}`,
    })
    expect(await refusal(request(calls1, { chainId: '0x1' }))).toEqual({
      code: 5710,
      message: 'Unsupported chain id 0x1: no configured network has it',
    })
    expect(await refusal(request([]))).toEqual({
      code: -32602,
      message: 'Invalid params: calls must list at least one call',
    })
    expect(await refusal(request(calls1, { version: '1.0' }))).toEqual({
      code: -32602,
      message: 'Invalid params: version "1.0" is not supported; this wallet speaks EIP-5792 2.0.0',
    })

    const { id } = await calls.sendCalls(request(calls1, { id: 'mine' }))
    await calls.whenSettled(id)
    expect(await refusal(request(calls1, { id: 'mine' }))).toEqual({
      code: 5720,
      message: 'Duplicate id: a batch with id mine was already sent',
    })
    expect(calls.showCallsStatus(['mine'])).toBeNull()
    expect(shown).toEqual(['mine'])
    await expect(calls.getCallsStatus(['never-sent'])).rejects.toMatchObject({ code: 5730 })
    expect(() => calls.showCallsStatus(['never-sent'])).toThrow('Unknown bundle id')
  })
})
