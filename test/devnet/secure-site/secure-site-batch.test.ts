import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  isHex,
  parseEther,
  parseUnits,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { EvmChainInfo } from '../../../devnet/evm/index.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { devAccount } from '../evm/dev-account.js'
import { afterMove, approveCall, transferFromCall, usdcOf, usdcState } from '../evm/usdc-moves.js'
import { secureSiteDevnetPerFile } from './secure-site-test-devnet.js'

// The embedded wallet's EIP-5792 batches on the secure site: atomic by an EIP-7702 delegation of
// the user's account to Ethereum's BatchExecutor (Base has none in this devnet).
const devnet = secureSiteDevnetPerFile()

const chainOf = (chainId: number): EvmChainInfo => {
  const chain = devnet().evm.chains.find((candidate) => candidate.chainId === chainId)
  if (chain === undefined) throw new Error(`The devnet has no chain ${String(chainId)}`)
  return chain
}

const rpc = (token: string, method: string, params: unknown[]) =>
  devnet().post('/api/rpc', { chainId: 'eip155:1', method, params }, token)

/** The user's embedded account, given gas and USDC by dev account 0 on `chain`. */
async function fund(chain: EvmChainInfo, address: Address): Promise<void> {
  const funder = createWalletClient({
    account: privateKeyToAccount(devAccount(chain, 0).privateKey),
    transport: http(chain.rpcUrl),
  })
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const sent = [
    await funder.sendTransaction({ chain: null, to: address, value: parseEther('1') }),
    await funder.writeContract({
      chain: null,
      address: usdcOf(chain),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits('100', 6)],
    }),
  ]
  for (const hash of sent) await client.waitForTransactionReceipt({ hash })
}

/** A signed-in user whose account holds gas and USDC on Ethereum. */
async function fundedUser(email: string) {
  const user = await devnet().signIn(email)
  await fund(chainOf(1), user.address)
  return user
}

const batch = (overrides: Record<string, unknown>) => ({
  version: '2.0.0',
  chainId: '0x1',
  atomicRequired: true,
  ...overrides,
})

/** The result of a 200 reply, or the reply itself to show what came instead. */
function resultOf(reply: { status: number; body: unknown }): unknown {
  if (reply.status !== 200 || !isRecord(reply.body)) {
    throw new Error(`Expected 200, got ${JSON.stringify(reply)}`)
  }
  return reply.body.result
}

function idOf(reply: { status: number; body: unknown }): string {
  const result = resultOf(reply)
  if (!isRecord(result) || typeof result.id !== 'string') throw new Error('No bundle id')
  return result.id
}

describe('devnet secure site: EIP-5792 batches of the embedded wallet', () => {
  it('reports atomic per chain: supported where the batch executor is deployed, unsupported elsewhere', async () => {
    const { token, address } = await devnet().signIn('cap@example.org')
    expect(resultOf(await rpc(token, 'wallet_getCapabilities', [address]))).toEqual({
      '0x1': { atomic: { status: 'supported' } },
      '0x2105': { atomic: { status: 'unsupported' } },
    })
    expect(resultOf(await rpc(token, 'wallet_getCapabilities', [address, ['0x2105']]))).toEqual({
      '0x2105': { atomic: { status: 'unsupported' } },
    })
    const other = devAccount(chainOf(1), 1).address
    expect(await rpc(token, 'wallet_getCapabilities', [other])).toEqual({
      status: 422,
      body: { message: `This wallet does not hold ${other}`, code: 4100 },
    })
  })

  it("sends an approved approve + transferFrom as one EIP-7702 transaction of the user's account; the status reads 200 with one receipt", async () => {
    const { token, address } = await fundedUser('atomic@example.org')
    const mainnet = chainOf(1)
    const recipient = devAccount(mainnet, 2).address
    const amount = parseUnits('12.5', 6)
    const before = await usdcState(mainnet, address, recipient)

    const id = idOf(
      await rpc(token, 'wallet_sendCalls', [
        batch({
          from: address,
          calls: [
            approveCall(mainnet, address, amount),
            transferFromCall(mainnet, address, recipient, amount),
          ],
        }),
      ]),
    )
    const status = resultOf(await rpc(token, 'wallet_getCallsStatus', [id]))
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x1',
      status: 200,
      atomic: true,
    })
    const receipts: unknown[] =
      isRecord(status) && Array.isArray(status.receipts) ? status.receipts : []
    expect(receipts).toHaveLength(1)
    const [receipt] = receipts
    const hash = isRecord(receipt) ? receipt.transactionHash : undefined
    if (!isHex(hash)) throw new Error('No transaction hash in the receipt')
    const client = createPublicClient({ transport: http(mainnet.rpcUrl) })
    const transaction = await client.getTransaction({ hash })
    expect(transaction.type).toBe('eip7702')
    expect(transaction.from.toLowerCase()).toBe(address.toLowerCase())
    expect(transaction.to?.toLowerCase()).toBe(address.toLowerCase())
    // Two nonces: the transaction and the account's own authorization signed into it.
    expect(await usdcState(mainnet, address, recipient)).toEqual(
      afterMove(before, { moved: amount, allowance: 0n, nonces: 2 }),
    )
    expect(await client.getCode({ address })).toBe(
      `0xef0100${mainnet.batchExecutorAddress.slice(2).toLowerCase()}`,
    )
    // The site's record of what it signed: the batch, not the reads around it.
    const signed = await fetch(`${devnet().site.url}/devnet/signed?address=${address}`)
    expect(await signed.json()).toMatchObject({ signed: [{ method: 'wallet_sendCalls' }] })
  })

  it('reverts a batch whose second call fails as a whole: status 500, nothing moved, and a reused id is refused (5720)', async () => {
    const { token, address } = await fundedUser('revert@example.org')
    const mainnet = chainOf(1)
    const recipient = devAccount(mainnet, 3).address
    const before = await usdcState(mainnet, address, recipient)

    const id = idOf(
      await rpc(token, 'wallet_sendCalls', [
        batch({
          id: 'too-much',
          calls: [
            approveCall(mainnet, address, 10n),
            transferFromCall(mainnet, address, recipient, 11n),
          ],
        }),
      ]),
    )
    expect(resultOf(await rpc(token, 'wallet_getCallsStatus', [id]))).toMatchObject({
      status: 500,
      atomic: true,
      receipts: [{ status: '0x0' }],
    })
    // The approval went with the failed transfer; only the nonces (delegation and transaction) moved.
    expect(await usdcState(mainnet, address, recipient)).toEqual({
      ...before,
      nonce: before.nonce + 2,
    })
    expect(
      await rpc(token, 'wallet_sendCalls', [
        batch({ id: 'too-much', calls: [approveCall(mainnet, address, 1n)] }),
      ]),
    ).toEqual({
      status: 422,
      body: { message: 'Duplicate id: a batch with id too-much was already sent', code: 5720 },
    })
  })

  it("refuses with EIP-5792's codes: atomicity where the chain has no executor (5760), an unknown bundle (5730), another account's batch (4100)", async () => {
    const { token, address } = await devnet().signIn('refused@example.org')
    const base = chainOf(8453)
    expect(
      await rpc(token, 'wallet_sendCalls', [
        batch({ chainId: '0x2105', calls: [approveCall(base, address, 1n)] }),
      ]),
    ).toEqual({
      status: 422,
      body: {
        message:
          'Atomicity not supported: this wallet cannot send calls atomically on chain 0x2105',
        code: 5760,
      },
    })
    expect(await rpc(token, 'wallet_getCallsStatus', ['0x01'])).toEqual({
      status: 422,
      body: { message: 'Unknown bundle id: no batch was sent with id 0x01', code: 5730 },
    })
    const other = devAccount(base, 1).address
    expect(
      await rpc(token, 'wallet_sendCalls', [
        batch({ from: other, calls: [approveCall(chainOf(1), address, 1n)] }),
      ]),
    ).toEqual({ status: 422, body: { message: `This wallet does not hold ${other}`, code: 4100 } })
    // Another user's bundle is unknown to this one.
    const { token: second } = await devnet().signIn('second@example.org')
    expect((await rpc(second, 'wallet_getCallsStatus', ['too-much'])).status).toBe(422)
  })
})
