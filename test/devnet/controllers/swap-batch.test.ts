import { createPublicClient, getAddress, http, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { SwapTransactionRequest } from '../../../src/controllers/swap-api.js'
import {
  ATOMIC_SWAP_FAILED_MESSAGE,
  createAtomicBatch,
} from '../../../src/controllers/swap-batch.js'
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

/** An approval and the call spending it, as the swap hands them over. */
function approveThenSpend(owner: Address, other: Address, allowed: bigint, spent: bigint) {
  const asSwapRequest = (call: { to: Address; data: `0x${string}` }): SwapTransactionRequest => ({
    chainId: chain().chainId,
    from: owner,
    to: getAddress(call.to),
    data: call.data,
    value: 0n,
  })
  return [
    asSwapRequest(approveCall(chain(), owner, allowed)),
    asSwapRequest(transferFromCall(chain(), owner, other, spent)),
  ] as const
}

describe("Swap's approval and swap as one atomic batch (devnet chain)", () => {
  it('with a wallet that sends the chain’s calls atomically: one request, one transaction, the hash of the confirmed batch', async () => {
    const wallet = await connectedWallet(2, true)
    const owner = devAccount(2).address
    const other = devAccount(3).address
    const asked: string[] = []
    const batch = createAtomicBatch(
      () => ({
        request: (args) => {
          asked.push(args.method)
          return wallet.request(args)
        },
      }),
      { pollIntervalMs: 50 },
    )
    expect(await batch.supported(owner, chain().chainId)).toBe(true)
    const before = await usdcState(chain(), owner, other)

    const hash = await batch.send(approveThenSpend(owner, other, 50n, 40n))
    const client = createPublicClient({ transport: http(chain().rpcUrl) })
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    // The wallet was asked once to send; the rest were status reads.
    expect(asked.filter((method) => method !== 'wallet_getCallsStatus')).toEqual([
      'wallet_getCapabilities',
      'wallet_sendCalls',
    ])
    // Two nonces: the transaction and the account's own delegation signed into it.
    expect(await usdcState(chain(), owner, other)).toEqual(
      afterMove(before, { moved: 40n, allowance: 10n, nonces: 2 }),
    )
  })

  it('a batch the chain reverts fails as a whole with a clear message: nothing moved', async () => {
    const wallet = await connectedWallet(4, true)
    const owner = devAccount(4).address
    const other = devAccount(5).address
    const batch = createAtomicBatch(() => wallet, { pollIntervalMs: 50 })
    const before = await usdcState(chain(), owner, other)
    // Spends more than it approves: the transferFrom reverts, and with it the approve.
    const failed = await batch.send(approveThenSpend(owner, other, 10n, 20n)).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failed).toBeInstanceOf(Error)
    expect(failed instanceof Error && failed.message).toBe(ATOMIC_SWAP_FAILED_MESSAGE)
    const after = await usdcState(chain(), owner, other)
    expect([after.owner, after.other, after.allowance]).toEqual([
      before.owner,
      before.other,
      before.allowance,
    ])
  })

  it('a wallet without EIP-5792 (4200), or one that never answers, is not atomic: the swap goes as two transactions', async () => {
    const plain = await connectedWallet(6, false)
    const owner = devAccount(6).address
    expect(await createAtomicBatch(() => plain).supported(owner, chain().chainId)).toBe(false)
    const silent = createAtomicBatch(() => ({ request: () => new Promise(() => undefined) }), {
      capabilitiesWaitMs: 50,
    })
    expect(await silent.supported(owner, chain().chainId)).toBe(false)
    expect(await createAtomicBatch(() => undefined).supported(owner, chain().chainId)).toBe(false)
  })
})
