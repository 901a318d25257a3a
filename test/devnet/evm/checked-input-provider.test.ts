import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveDevAccounts } from '../../../devnet/evm/dev-accounts.js'
import { startChain, type RunningChain } from '../../../devnet/evm/start-chain.js'

const accounts = deriveDevAccounts(2)
const from = accounts[0]?.address ?? ''
const OVERFLOW = `0x${'f'.repeat(64)}`
let chain: RunningChain

beforeAll(async () => {
  chain = await startChain({ chainId: 1, port: 0, accounts, balanceWei: parseEther('1') })
})

afterAll(async () => {
  await chain.stop()
})

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return response.json()
}

const invalidParams = (problem: string) => ({
  error: { code: -32602, message: expect.stringContaining(problem) as unknown },
})

describe('chain input checked before the EDR engine (issue 14)', () => {
  it('answers an overflowing value in eth_estimateGas, eth_call and eth_sendTransaction with insufficient funds', async () => {
    for (const method of ['eth_estimateGas', 'eth_call', 'eth_sendTransaction']) {
      expect(await rpc(method, [{ from, to: from, value: OVERFLOW }]), method).toMatchObject({
        error: {
          code: -32000,
          message: expect.stringMatching(
            /^insufficient funds for gas \* price \+ value: address 0x[0-9a-fA-F]{40} have \d+ want \d+$/,
          ) as unknown,
        },
      })
    }
    expect(await rpc('eth_chainId', [])).toMatchObject({ result: '0x1' })
  })

  it('refuses quantities over 256 bits, malformed hex, addresses and data with -32602', async () => {
    expect(await rpc('eth_call', [{ to: from, value: `0x1${'0'.repeat(64)}` }])).toMatchObject(
      invalidParams('hex number > 256 bits'),
    )
    expect(await rpc('eth_call', [{ to: from, gas: '0x01' }])).toMatchObject(
      invalidParams('without leading zero digits'),
    )
    expect(await rpc('eth_getBalance', ['0x1234', 'latest'])).toMatchObject(
      invalidParams('20 bytes'),
    )
    expect(await rpc('eth_call', [{ to: from, data: '0xabc' }])).toMatchObject(
      invalidParams('whole bytes'),
    )
    expect(await rpc('eth_getBlockByNumber', ['0x10000000000000000', false])).toMatchObject(
      invalidParams('64 bits'),
    )
    expect(await rpc('eth_getTransactionReceipt', [])).toMatchObject(
      invalidParams('expected 1 params, got 0'),
    )
  })

  it('bounds eth_getLogs: no range past the head, backwards or over 10,000 blocks', async () => {
    expect(
      await rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0xffffffffffffffff' }]),
    ).toMatchObject(invalidParams('after the latest block'))
    await rpc('hardhat_mine', ['0x2710'])
    expect(await rpc('eth_getLogs', [{ fromBlock: 'latest', toBlock: '0x0' }])).toMatchObject(
      invalidParams('fromBlock 0x2710 is after toBlock 0x0'),
    )
    expect(await rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }])).toMatchObject(
      invalidParams('is over 10000 blocks'),
    )
    expect(await rpc('eth_getLogs', [{ fromBlock: '0x1', toBlock: '0x2710' }])).toMatchObject({
      result: [],
    })
  })

  it('still runs valid calls and transactions after refusing bad ones', async () => {
    const to = accounts[1]?.address
    const sent = await rpc('eth_sendTransaction', [{ from, to, value: '0x1' }])
    expect(sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) as unknown })
  })
})
