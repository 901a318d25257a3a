import { createWalletClient, custom, defineChain, type Address } from 'viem'
import { getCapabilities, sendCalls, waitForCallsStatus } from 'viem/actions'
import { describe, expect, it, vi } from 'vitest'
import { withBatchCalls } from '../../../src/batch/batch-calls-provider.js'
import type { BatchApproval } from '../../../src/batch/batch-calls.js'
import { UserRejectedRequestError } from '../../../src/core/user-rejected-request-error.js'
import type { Eip1193Provider } from '../../../src/connectors/injected.js'
import { createMemoryStorage, createStorage } from '../../../src/core/storage.js'
import { createProviderShelf } from '../../../src/connectors/provider-shelf.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { connectedWallet as connectedWalletOn } from '../evm/connected-wallet.js'
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

const connectedWallet = (index: number, eip5792: boolean) =>
  connectedWalletOn(chain(), index, eip5792)

/** What the app gets from `getProvider('eip155')` with `wallet` connected, and what it opened. */
function portico(wallet: Eip1193Provider, index: number, batchApproval?: () => BatchApproval) {
  const shown: string[] = []
  // The injected connector's shelf, as the connected wallet's connector holds it.
  const shelf = createProviderShelf(() => undefined)
  shelf.source('eip155').supply('injected', wallet)
  const batches = withBatchCalls((namespace) => shelf.get(namespace, 'injected'), {
    storage: createStorage({ backend: createMemoryStorage() }),
    address: () => devAccount(index).address,
    networks: () => [{ id: chain().chainId, chainNamespace: 'eip155' }],
    showCalls: (id) => shown.push(id),
    pollIntervalMs: 20,
    batchApproval,
  })
  const provider = batches.getProvider('eip155')
  if (!provider) throw new Error('No eip155 provider')
  return { provider, batches, shown }
}

const request = (calls: unknown[], overrides: Record<string, unknown> = {}) => [
  { version: '2.0.0', chainId: '0x2105', atomicRequired: false, calls, ...overrides },
]

async function sent(provider: Eip1193Provider, params: unknown[]): Promise<string> {
  const answer = await provider.request({ method: 'wallet_sendCalls', params })
  if (!isRecord(answer) || typeof answer.id !== 'string') throw new Error('No bundle id')
  return answer.id
}

/** wallet_getCallsStatus through the app's provider until the batch is no longer pending. */
async function settledStatus(provider: Eip1193Provider, id: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const status = await provider.request({ method: 'wallet_getCallsStatus', params: [id] })
    if (isRecord(status) && status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Batch ${id} still pending`)
}

async function refusal(provider: Eip1193Provider, method: string, params: unknown[]) {
  try {
    await provider.request({ method, params })
    return null
  } catch (error) {
    return isRecord(error) ? { code: error.code, message: error.message } : error
  }
}

/**
 * An approval the test cancels as the visitor would: from the `heldFrom`th eth_sendTransaction on,
 * the wallet keeps the call until the cancel aborts it, as the secure frame's request does.
 */
function cancellableApproval(wallet: Eip1193Provider, heldFrom: number) {
  const sends: unknown[] = []
  let abort = (): void => undefined
  const held: Eip1193Provider = {
    request: (args) => {
      if (args.method !== 'eth_sendTransaction') return wallet.request(args)
      sends.push(args.params)
      if (sends.length < heldFrom) return wallet.request(args)
      return new Promise((_resolve, reject) => {
        abort = () => {
          reject(new UserRejectedRequestError())
        }
      })
    },
  }
  let cancel = (): void => undefined
  const approval: BatchApproval = {
    approve: (_calls, run) =>
      new Promise((resolve, reject) => {
        cancel = () => {
          abort()
          reject(new UserRejectedRequestError())
        }
        run().then(resolve, reject)
      }),
    wallet: held,
  }
  return {
    approval,
    sends,
    cancel: () => {
      cancel()
    },
  }
}

/** `wallet` as seen from `where`: each `method` request through it notes `where` in `log`. */
const countedAs =
  (wallet: Eip1193Provider, method: string, log: string[]) =>
  (where: string): Eip1193Provider => ({
    request: (args) => {
      if (args.method === method) log.push(where)
      return wallet.request(args)
    },
  })

const approve = (spender: Address, amount: bigint) => approveCall(chain(), spender, amount)
const transferFrom = (from: Address, to: Address, amount: bigint) =>
  transferFromCall(chain(), from, to, amount)

describe("getProvider('eip155') answers EIP-5792 for every wallet (devnet chain)", () => {
  it('loads the batch code on the first batch request only, and keeps one provider per wallet', async () => {
    const wallet = await connectedWallet(1, true)
    const { provider, batches } = portico(wallet, 1)
    expect(batches.getProvider('eip155')).toBe(provider)
    expect(batches.getProvider('solana')).toBeUndefined()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(batches.batch.current()).toBeUndefined()
    await provider.request({ method: 'wallet_getCapabilities', params: [devAccount(1).address] })
    expect(batches.batch.current()).toBeDefined()
    await batches.destroy()
  })

  it('passes an atomic batch to a wallet that speaks EIP-5792: one transaction', async () => {
    const wallet = await connectedWallet(2, true)
    const { provider, shown } = portico(wallet, 2)
    const owner = devAccount(2).address
    const other = devAccount(3).address
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [owner, ['0x2105']] }),
    ).toEqual({ '0x2105': { atomic: { status: 'supported' } } })
    const before = await usdcState(chain(), owner, other)

    const id = await sent(
      provider,
      request([approve(owner, 50n), transferFrom(owner, other, 40n)], { atomicRequired: true }),
    )
    const status = await settledStatus(provider, id)
    expect(status).toMatchObject({ id, status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(shown).toEqual([])
    // Two nonces: the transaction and the account's own authorization signed into it.
    expect(await usdcState(chain(), owner, other)).toEqual(
      afterMove(before, { moved: 40n, allowance: 10n, nonces: 2 }),
    )
  })

  it('sends one call after another for a wallet without EIP-5792, shows them, and answers 200', async () => {
    const wallet = await connectedWallet(4, false)
    const { provider, shown } = portico(wallet, 4)
    const owner = devAccount(4).address
    const other = devAccount(5).address
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [owner] })).toEqual({
      '0x2105': { atomic: { status: 'unsupported' } },
    })
    const before = await usdcState(chain(), owner, other)

    const id = await sent(provider, request([approve(owner, 30n), transferFrom(owner, other, 30n)]))
    expect(shown).toEqual([id])
    const status = await settledStatus(provider, id)
    expect(status).toMatchObject({ id, chainId: '0x2105', status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(await usdcState(chain(), owner, other)).toEqual(
      afterMove(before, { moved: 30n, allowance: 0n, nonces: 2 }),
    )
    expect(await provider.request({ method: 'wallet_showCallsStatus', params: [id] })).toBeNull()
    expect(shown).toEqual([id, id])
  })

  it('a wallet whose requests Portico approves (the embedded wallet): one approval lists every call, no call asks for its own, the id comes once they settled; a cancel sends nothing', async () => {
    const wallet = await connectedWallet(5, false)
    const owner = devAccount(5).address
    const other = devAccount(3).address
    const approvals: unknown[] = []
    // Where each eth_sendTransaction went: the approved batch's own wallet, never the app's.
    const sends: string[] = []
    const counted = countedAs(wallet, 'eth_sendTransaction', sends)
    const approving = (cancel: boolean): BatchApproval => ({
      approve: async (calls, run) => {
        approvals.push(calls)
        if (cancel) throw new UserRejectedRequestError()
        return run()
      },
      wallet: counted('batch'),
    })
    let cancel = false
    const { provider, shown } = portico(counted('app'), 5, () => approving(cancel))
    const calls = [approve(owner, 20n), transferFrom(owner, other, 20n)]
    const before = await usdcState(chain(), owner, other)

    const id = await sent(provider, request(calls))
    expect(approvals).toEqual([calls.map((call) => ({ ...call, value: undefined }))])
    expect(sends).toEqual(['batch', 'batch'])
    expect(shown).toEqual([])
    // Settled when answered: no pending status is ever read.
    const status = await provider.request({ method: 'wallet_getCallsStatus', params: [id] })
    expect(status).toMatchObject({ id, status: 200, atomic: false })
    expect(await usdcState(chain(), owner, other)).toEqual(
      afterMove(before, { moved: 20n, allowance: 0n, nonces: 2 }),
    )

    cancel = true
    expect(await refusal(provider, 'wallet_sendCalls', request(calls))).toMatchObject({
      code: 4001,
    })
    expect(sends).toHaveLength(2)
    expect(await usdcState(chain(), owner, other)).toEqual(
      afterMove(before, { moved: 20n, allowance: 0n, nonces: 2 }),
    )
  })

  it('a cancel midway, while the wallet has the second call: the app gets the id, the status says what went (600, the first receipt), nothing is resent', async () => {
    const wallet = await connectedWallet(10, false)
    const owner = devAccount(10).address
    const other = devAccount(11).address
    const { approval, sends, cancel } = cancellableApproval(wallet, 2)
    const { provider } = portico(wallet, 10, () => approval)
    const before = await usdcState(chain(), owner, other)

    const answer = provider.request({
      method: 'wallet_sendCalls',
      params: request([approve(owner, 20n), transferFrom(owner, other, 20n)]),
    })
    await vi.waitFor(
      () => {
        expect(sends).toHaveLength(2)
      },
      { timeout: 10_000 },
    )
    cancel()
    const sent = await answer
    if (!isRecord(sent) || typeof sent.id !== 'string') throw new Error('No bundle id')
    const status = await settledStatus(provider, sent.id)
    expect(status).toMatchObject({ id: sent.id, status: 600, atomic: false })
    expect(status.receipts).toHaveLength(1)
    // The approve went; the transferFrom did not, and is not sent again.
    expect(await usdcState(chain(), owner, other)).toEqual(
      afterMove(before, { moved: 0n, allowance: 20n, nonces: 1 }),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sends).toHaveLength(2)
    expect(await usdcState(chain(), owner, other)).toEqual(
      afterMove(before, { moved: 0n, allowance: 20n, nonces: 1 }),
    )
  })

  it('a cancel before any call reached the chain is a 4001: nothing went, and nothing is sent after it', async () => {
    const wallet = await connectedWallet(12, false)
    const owner = devAccount(12).address
    const { approval, sends, cancel } = cancellableApproval(wallet, 1)
    const { provider } = portico(wallet, 12, () => approval)
    const before = await usdcState(chain(), owner, owner)
    const answer = refusal(provider, 'wallet_sendCalls', request([approve(owner, 5n)]))
    await vi.waitFor(() => {
      expect(sends).toHaveLength(1)
    })
    cancel()
    expect(await answer).toMatchObject({ code: 4001 })
    expect(sends).toHaveLength(1)
    expect(await usdcState(chain(), owner, owner)).toEqual(before)
  })

  it('an atomic wallet whose requests Portico approves (the embedded wallet on a chain with its executor): one approval lists every call, then the batch goes whole to its own wallet as one transaction, atomicRequired: true included', async () => {
    // Account 1 holds USDC and has sent nothing yet (the first test only reads its capabilities).
    const wallet = await connectedWallet(1, true)
    const owner = devAccount(1).address
    const other = devAccount(10).address
    const approvals: unknown[] = []
    // Where each wallet_sendCalls went: the approved batch's own wallet, never the app's.
    const batches: string[] = []
    const counted = countedAs(wallet, 'wallet_sendCalls', batches)
    const { provider, shown } = portico(counted('app'), 1, () => ({
      approve: async (calls, run) => {
        approvals.push(calls)
        return run()
      },
      wallet: counted('batch'),
    }))
    const calls = [approve(owner, 15n), transferFrom(owner, other, 15n)]
    const before = await usdcState(chain(), owner, other)

    const id = await sent(provider, request(calls, { atomicRequired: true }))
    expect(approvals).toEqual([calls.map((call) => ({ ...call, value: undefined }))])
    expect(batches).toEqual(['batch'])
    expect(shown).toEqual([])
    const status = await settledStatus(provider, id)
    expect(status).toMatchObject({ id, status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await usdcState(chain(), owner, other)).toEqual(
      afterMove(before, { moved: 15n, allowance: 0n, nonces: 2 }),
    )
  })

  it("refuses with EIP-5792's and EIP-1193's errors, whichever wallet is connected", async () => {
    const atomic = portico(await connectedWallet(6, true), 6).provider
    const plain = portico(await connectedWallet(7, false), 7).provider
    const calls = [approve(devAccount(6).address, 1n)]

    expect(
      await refusal(plain, 'wallet_sendCalls', request(calls, { atomicRequired: true })),
    ).toEqual({
      code: 5760,
      message:
        'Atomicity not supported: the connected wallet cannot send these calls atomically; with atomicRequired: false they are sent one by one',
    })
    for (const provider of [atomic, plain]) {
      expect(await refusal(provider, 'wallet_sendCalls', request([]))).toEqual({
        code: -32602,
        message: 'Invalid params: calls must list at least one call',
      })
      expect(
        await refusal(provider, 'wallet_sendCalls', request(calls, { version: '1.0' })),
      ).toEqual({
        code: -32602,
        message:
          'Invalid params: version "1.0" is not supported; this wallet speaks EIP-5792 2.0.0',
      })
      expect(
        await refusal(provider, 'wallet_sendCalls', request(calls, { chainId: '0x1' })),
      ).toEqual({
        code: 5710,
        message: 'Unsupported chain id 0x1: no configured network has it',
      })
      expect(
        await refusal(
          provider,
          'wallet_sendCalls',
          request(calls, { from: devAccount(9).address }),
        ),
      ).toMatchObject({ code: 4100 })
      expect(await refusal(provider, 'wallet_getCapabilities', [devAccount(9).address])).toEqual({
        code: 4100,
        message: `${devAccount(9).address} is not the connected account`,
      })
    }
    expect(await refusal(plain, 'wallet_getCallsStatus', ['never-sent'])).toEqual({
      code: 5730,
      message: 'Unknown bundle id: no batch was sent with id never-sent',
    })
  })

  it("works through viem's sendCalls, getCapabilities and waitForCallsStatus (what wagmi's hooks call) for both kinds of wallet", async () => {
    for (const [index, eip5792] of [
      [8, true],
      [0, false],
    ] as const) {
      const owner = devAccount(index).address
      const other = devAccount(index + 1).address
      const { provider } = portico(await connectedWallet(index, eip5792), index)
      const { chainId, name, rpcUrl } = chain()
      const client = createWalletClient({
        account: owner,
        chain: defineChain({
          id: chainId,
          name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        }),
        transport: custom(provider),
      })
      const capabilities = await getCapabilities(client, { chainId: chain().chainId })
      expect(capabilities.atomic?.status).toBe(eip5792 ? 'supported' : 'unsupported')
      const before = await usdcState(chain(), owner, other)

      const { id } = await sendCalls(client, {
        calls: [approve(owner, 9n), transferFrom(owner, other, 9n)],
      })
      const status = await waitForCallsStatus(client, { id, pollingInterval: 50, timeout: 30_000 })
      expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: eip5792 })
      expect(status.receipts?.every((receipt) => receipt.status === 'success')).toBe(true)
      expect(await usdcState(chain(), owner, other)).toEqual(
        afterMove(before, { moved: 9n, allowance: 0n, nonces: 2 }),
      )
    }
  })
})
