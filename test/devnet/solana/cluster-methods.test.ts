import { generateKeyPairSigner, lamports } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOLANA_DEVNET_GENESIS_HASH,
  startSolanaDevnet,
  type SolanaDevnet,
} from '../../../devnet/solana/index.js'
import { kitClients, rawRpc } from './devnet-clients.js'

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await devnet.close()
})

describe('Solana devnet cluster methods', () => {
  it('advances slot, block height and blockhash by one with each landed transaction', async () => {
    const { rpc } = kitClients(devnet)
    const slot = await rpc.getSlot({ commitment: 'finalized' }).send()
    const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
    expect(await rpc.getBlockHeight().send()).toBe(slot)
    expect(latest.lastValidBlockHeight).toBe(slot + 150n)

    const newcomer = await generateKeyPairSigner()
    await rpc.requestAirdrop(newcomer.address, lamports(1_000_000n)).send()
    expect(await rpc.getSlot().send()).toBe(slot + 1n)
    const { value: next } = await rpc.getLatestBlockhash().send()
    expect(next.blockhash).not.toBe(latest.blockhash)
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true)
  })

  it('reports epoch info consistent with the slot, as kit’s block height check reads it', async () => {
    const { rpc } = kitClients(devnet)
    const slot = await rpc.getSlot().send()
    const info = await rpc.getEpochInfo().send()
    expect(info).toMatchObject({
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: 0n,
      slotIndex: slot,
      slotsInEpoch: 432_000n,
    })
  })

  it('answers health, version, genesis hash, rent and priority fees', async () => {
    const { rpc } = kitClients(devnet)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
    expect(await rpc.getRecentPrioritizationFees().send()).toEqual([])
  })

  it('answers a rent query without a size with -32602', async () => {
    expect(await rawRpc(devnet, 'getMinimumBalanceForRentExemption')).toMatchObject({
      error: { code: -32602 },
    })
  })
})
