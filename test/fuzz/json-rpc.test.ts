import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { startChain, type RunningChain } from '../../devnet/evm/start-chain.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../devnet/solana/index.js'
import { createLedger } from '../../devnet/solana/ledger.js'
import { createRpcMethods } from '../../devnet/solana/rpc-methods.js'
import { fuzzFetch, fuzzTarget, type FuzzCounts } from './fuzz-settings.js'
import { evmRequestArbitrary, solanaRequestArbitrary } from './json-rpc-arbitrary.js'
import { replyMessage } from './reply-message.js'
import { isRecord } from '../../src/utils/is-record.js'

const accounts = deriveDevAccounts(3)
let chain: RunningChain
let solana: SolanaDevnet
const solanaLog: string[] = []

beforeAll(async () => {
  chain = await startChain({ chainId: 1, port: 0, accounts, balanceWei: parseEther('100') })
  solana = await startSolanaDevnet({ port: 0, log: (line) => solanaLog.push(line) })
})

afterAll(async () => {
  await chain.stop()
  await solana.close()
})

/** One JSON-RPC call: answered with a result or an error naming the problem, never a crash. */
async function callChecked(url: string, request: unknown, counts: FuzzCounts) {
  const reply = await fuzzFetch(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    },
    counts,
  )
  const what = `${JSON.stringify(request).slice(0, 400)} -> ${String(reply.status)} ${JSON.stringify(reply.body).slice(0, 400)}`
  expect(reply.status, what).toBeLessThan(500)
  expect(isRecord(reply.body), what).toBe(true)
  if (isRecord(reply.body) && 'error' in reply.body) {
    expect(replyMessage(reply.body), what).toEqual(expect.any(String))
    // -32603 is the node's own failure, not a refusal of the input.
    expect(isRecord(reply.body.error) && reply.body.error.code, what).not.toBe(-32603)
  } else {
    expect(reply.body, what).toHaveProperty('result')
  }
}

describe('fuzz: JSON-RPC calls', () => {
  it('EVM chain: every call answered, the engine never panics or hangs', async () => {
    const known = accounts.map((account) => account.address)
    const counts = await fuzzTarget('EVM JSON-RPC', evmRequestArbitrary(known), (request, tally) =>
      callChecked(chain.rpcUrl, request, tally),
    )
    expect(counts).toMatchObject({ crashes: 0, hangs: 0 })
    const alive = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await alive.json()).toMatchObject({ result: '0x1' })
  })

  it('Solana: every call answered, no internal error', async () => {
    const methods = Object.keys(createRpcMethods(createLedger()))
    const known = [...solana.devKeypairs.map((keypair) => keypair.address), solana.usdcMint]
    const counts = await fuzzTarget(
      'Solana JSON-RPC',
      solanaRequestArbitrary(methods, known),
      (request, tally) => callChecked(solana.url, request, tally),
    )
    expect(counts).toMatchObject({ crashes: 0, hangs: 0 })
    expect(solanaLog.filter((line) => line.includes('internal error'))).toEqual([])
  })
})
