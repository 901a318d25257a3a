import { createPublicClient, http, isHex, numberToHex, parseUnits, type Address } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EvmChainInfo } from '../../../devnet/evm/index.js'
import {
  createDevnetInjectedProvider,
  type DevnetInjectedProvider,
} from '../../../devnet/wallets/injected-wallet-provider.js'
import { createMemoryStorage, type StorageLike } from '../../../src/core/storage.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { devAccount as devAccountOn } from '../evm/dev-account.js'
import { mainnetAndBaseForFile } from './mainnet-and-base.js'
import { afterMove, approveCall, transferFromCall, usdcOf, usdcState } from '../evm/usdc-moves.js'

const chains = mainnetAndBaseForFile()
let mainnet: EvmChainInfo
let base: EvmChainInfo

beforeAll(() => {
  mainnet = chains.mainnet()
  base = chains.base()
})

const devAccount = (index: number) => devAccountOn(mainnet, index)

/**
 * The wallet of dev account `index`, on Ethereum with its BatchExecutor (atomic) and on Base
 * without one (one call after another), connected to the page.
 */
async function connectedWallet(
  index: number,
  options: { eip5792?: boolean; storage?: StorageLike } = {},
): Promise<DevnetInjectedProvider> {
  const wallet = createDevnetInjectedProvider({
    privateKey: devAccount(index).privateKey,
    chains: [
      {
        chainId: 1,
        rpcUrl: mainnet.rpcUrl,
        name: mainnet.name,
        batchExecutor: mainnet.batchExecutorAddress,
      },
      { chainId: 8453, rpcUrl: base.rpcUrl, name: base.name },
    ],
    storage: options.storage ?? createMemoryStorage(),
    eip5792: options.eip5792,
  })
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

type Outcome = { result: unknown } | { error: { code: unknown; message: unknown } }

async function ask(
  wallet: DevnetInjectedProvider,
  method: string,
  params?: unknown[],
): Promise<Outcome> {
  try {
    return { result: await wallet.request({ method, params }) }
  } catch (error: unknown) {
    const fields = isRecord(error) ? error : {}
    return { error: { code: fields.code, message: fields.message } }
  }
}

// The chain only picks USDC's address; each call names the token it is for.
const approve = (token: Address, spender: Address, amount: bigint) => ({
  ...approveCall(mainnet, spender, amount),
  to: token,
})
const transferFrom = (token: Address, from: Address, to: Address, amount: bigint) => ({
  ...transferFromCall(mainnet, from, to, amount),
  to: token,
})

function sendCallsRequest(overrides: Record<string, unknown>) {
  return { version: '2.0.0', chainId: '0x1', atomicRequired: true, ...overrides }
}

/** wallet_getCallsStatus until the batch is no longer pending (one-by-one batches run behind). */
async function settledStatus(wallet: DevnetInjectedProvider, id: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const status = await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })
    if (isRecord(status) && status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Batch ${id} still pending`)
}

describe('devnet injected wallet: EIP-5792 batch calls', () => {
  it('reports atomic per chain: supported where it has the BatchExecutor, unsupported elsewhere', async () => {
    const fresh = createDevnetInjectedProvider({
      privateKey: devAccount(1).privateKey,
      chains: [{ chainId: 1, rpcUrl: mainnet.rpcUrl, name: mainnet.name }],
    })
    expect(await ask(fresh, 'wallet_getCapabilities', [devAccount(1).address])).toMatchObject({
      error: { code: 4100 },
    })

    const wallet = await connectedWallet(1)
    const { address } = devAccount(1)
    expect(await ask(wallet, 'wallet_getCapabilities', [address])).toEqual({
      result: {
        '0x1': { atomic: { status: 'supported' } },
        '0x2105': { atomic: { status: 'unsupported' } },
      },
    })
    expect(await ask(wallet, 'wallet_getCapabilities', [address, ['0x2105', '0x539']])).toEqual({
      result: { '0x2105': { atomic: { status: 'unsupported' } } },
    })
    expect(await ask(wallet, 'wallet_getCapabilities', [devAccount(2).address])).toEqual({
      error: { code: 4100, message: `This wallet does not hold ${devAccount(2).address}` },
    })
  })

  it('sends approve + transferFrom atomically as one transaction through its EIP-7702 delegation', async () => {
    const wallet = await connectedWallet(3)
    const owner = devAccount(3).address
    const recipient = devAccount(4).address
    const usdc = usdcOf(mainnet)
    const amount = parseUnits('12.5', 6)
    const before = await usdcState(mainnet, owner, recipient)

    const sent = await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        sendCallsRequest({
          from: owner,
          calls: [approve(usdc, owner, amount * 2n), transferFrom(usdc, owner, recipient, amount)],
        }),
      ],
    })
    if (!isRecord(sent) || typeof sent.id !== 'string')
      throw new Error('wallet_sendCalls gave no id')
    const status = await settledStatus(wallet, sent.id)
    expect(status).toMatchObject({
      version: '2.0.0',
      id: sent.id,
      chainId: '0x1',
      status: 200,
      atomic: true,
    })
    const receipts: unknown[] = Array.isArray(status.receipts) ? status.receipts : []
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ status: '0x1' })

    const client = createPublicClient({ transport: http(mainnet.rpcUrl) })
    const [receipt] = receipts
    const hash = isRecord(receipt) ? receipt.transactionHash : undefined
    if (!isHex(hash)) throw new Error('No transaction hash in the receipt')
    expect((await client.getTransaction({ hash })).type).toBe('eip7702')
    // Two nonces: the transaction and the account's own authorization signed into it.
    expect(await usdcState(mainnet, owner, recipient)).toEqual(
      afterMove(before, { moved: amount, allowance: amount, nonces: 2 }),
    )
    expect(await ask(wallet, 'wallet_showCallsStatus', [sent.id])).toEqual({ result: null })

    // Delegated now: the next batch is a plain transaction to the account, no authorization.
    const again = await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        sendCallsRequest({
          id: 'second-batch',
          calls: [transferFrom(usdc, owner, recipient, amount)],
        }),
      ],
    })
    expect(again).toEqual({ id: 'second-batch' })
    expect(await settledStatus(wallet, 'second-batch')).toMatchObject({ status: 200, atomic: true })
    expect(await usdcState(mainnet, owner, recipient)).toEqual(
      afterMove(before, { moved: 2n * amount, allowance: 0n, nonces: 3 }),
    )
  })

  it('answers 500 for an atomic batch that reverted, with nothing of it left on the chain', async () => {
    const wallet = await connectedWallet(5)
    const owner = devAccount(5).address
    const recipient = devAccount(6).address
    const usdc = usdcOf(mainnet)
    const before = await usdcState(mainnet, owner, recipient)

    await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        sendCallsRequest({
          id: 'too-much',
          calls: [approve(usdc, owner, 10n), transferFrom(usdc, owner, recipient, 11n)],
        }),
      ],
    })
    const status = await settledStatus(wallet, 'too-much')
    expect(status).toMatchObject({ status: 500, atomic: true, receipts: [{ status: '0x0' }] })
    expect(await usdcState(mainnet, owner, recipient)).toEqual({
      ...before,
      nonce: before.nonce + 2,
    })
  })

  it('sends one call after another where it has no executor, stopping at the first that fails (600)', async () => {
    const wallet = await connectedWallet(7)
    const owner = devAccount(7).address
    const recipient = devAccount(8).address
    const usdc = usdcOf(base)
    const before = await usdcState(base, owner, recipient)

    await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        sendCallsRequest({
          id: 'partial',
          chainId: '0x2105',
          atomicRequired: false,
          calls: [
            approve(usdc, owner, 100n),
            transferFrom(usdc, owner, recipient, 60n),
            transferFrom(usdc, owner, recipient, 60n),
            transferFrom(usdc, owner, recipient, 1n),
          ],
        }),
      ],
    })
    const status = await settledStatus(wallet, 'partial')
    expect(status).toMatchObject({
      chainId: '0x2105',
      status: 600,
      atomic: false,
      receipts: [{ status: '0x1' }, { status: '0x1' }, { status: '0x0' }],
    })
    expect(await usdcState(base, owner, recipient)).toEqual(
      afterMove(before, { moved: 60n, allowance: 40n, nonces: 3 }),
    )
  })

  it('keeps its batches across a reload of the page', async () => {
    // A page's storage, kept between the two wallets as localStorage is across a reload.
    const storage = createMemoryStorage()
    const first = await connectedWallet(9, { storage })
    const usdc = usdcOf(base)
    const owner = devAccount(9).address
    await first.request({
      method: 'wallet_sendCalls',
      params: [
        sendCallsRequest({
          id: 'kept',
          chainId: '0x2105',
          atomicRequired: false,
          calls: [approve(usdc, owner, 1n), approve(usdc, owner, 2n)],
        }),
      ],
    })
    await settledStatus(first, 'kept')

    const reloaded = await connectedWallet(9, { storage })
    expect(await settledStatus(reloaded, 'kept')).toMatchObject({
      status: 200,
      atomic: false,
      receipts: [{ status: '0x1' }, { status: '0x1' }],
    })
  })

  it('refuses bad requests with the EIP-5792 and EIP-1193 errors', async () => {
    const wallet = await connectedWallet(10)
    const owner = devAccount(10).address
    const usdc = usdcOf(mainnet)
    const calls = [approve(usdc, owner, 1n)]
    const refusal = (request: Record<string, unknown>) =>
      ask(wallet, 'wallet_sendCalls', [sendCallsRequest(request)])

    expect(await refusal({ calls: [] })).toEqual({
      error: { code: -32602, message: 'Invalid params: calls must list at least one call' },
    })
    expect(await refusal({ calls, version: '1.0' })).toEqual({
      error: {
        code: -32602,
        message:
          'Invalid params: version "1.0" is not supported; this wallet speaks EIP-5792 2.0.0',
      },
    })
    expect(await refusal({ calls, from: devAccount(11).address })).toEqual({
      error: { code: 4100, message: `This wallet does not hold ${devAccount(11).address}` },
    })
    expect(await refusal({ calls, chainId: '0x539' })).toEqual({
      error: {
        code: 5710,
        message: 'Unsupported chain id 0x539: this wallet is not configured for it',
      },
    })
    expect(await refusal({ calls, chainId: '0x2105', atomicRequired: true })).toEqual({
      error: {
        code: 5760,
        message:
          'Atomicity not supported: this wallet cannot send calls atomically on chain 0x2105',
      },
    })
    expect(await refusal({ calls, atomicRequired: 'yes' })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await refusal({ calls: [{ data: '0x' }] })).toEqual({
      error: { code: -32602, message: 'Invalid params: calls[0].to must be an address' },
    })
    expect(await refusal({ calls: Array.from({ length: 51 }, () => calls[0]) })).toMatchObject({
      error: { code: 5740 },
    })
    expect(
      await refusal({ calls, capabilities: { paymasterService: { url: 'http://x' } } }),
    ).toEqual({
      error: {
        code: 5700,
        message:
          'Unsupported non-optional capability: this wallet does not support "paymasterService" (capabilities)',
      },
    })
    const nonceBefore = (await usdcState(mainnet, owner, owner)).nonce
    expect(
      await refusal({ id: 'once', calls, capabilities: { paymasterService: { optional: true } } }),
    ).toEqual({ result: { id: 'once' } })
    expect(await refusal({ id: 'once', calls })).toEqual({
      error: { code: 5720, message: 'Duplicate id: a batch with id once was already sent' },
    })
    // Only the one accepted batch reached the chain (its transaction and the delegation).
    expect((await usdcState(mainnet, owner, owner)).nonce).toBe(nonceBefore + 2)
    for (const method of ['wallet_getCallsStatus', 'wallet_showCallsStatus']) {
      expect(await ask(wallet, method, ['never-sent'])).toMatchObject({ error: { code: 5730 } })
    }
  })

  it('is a wallet without EIP-5792 when switched off: 4200 for the four methods, sends as before', async () => {
    const wallet = await connectedWallet(12, { eip5792: false })
    const owner = devAccount(12).address
    for (const method of [
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
    ]) {
      expect(await ask(wallet, method, [])).toEqual({
        error: { code: 4200, message: `The devnet wallet does not support ${method}` },
      })
    }
    const hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: owner, ...approve(usdcOf(mainnet), owner, 5n), value: numberToHex(0) }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
