import { generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_KEYPAIR_USDC,
  SOLANA_DEV_KEYPAIR_COUNT,
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

function walletAddress() {
  const wallet = devnet.devKeypairs[0]
  if (!wallet) throw new Error('no wallet keypair')
  return wallet.address
}

describe('Solana devnet token methods', () => {
  it('finds token accounts by owner and program id, in base64', async () => {
    const owner = walletAddress()
    const { value } = await kitClients(devnet)
      .rpc.getTokenAccountsByOwner(
        owner,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'base64' },
      )
      .send()
    const [tokenAccount] = await findAssociatedTokenPda({
      owner,
      mint: devnet.usdcMint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect(value.map((entry) => entry.pubkey)).toEqual([tokenAccount])
    expect(value[0]?.account.data[1]).toBe('base64')
  })

  it('finds nothing for an owner without token accounts', async () => {
    const stranger = await generateKeyPairSigner()
    const { value } = await kitClients(devnet)
      .rpc.getTokenAccountsByOwner(
        stranger.address,
        { mint: devnet.usdcMint },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(value).toEqual([])
  })

  it('reports the USDC supply and a token account balance', async () => {
    const { rpc } = kitClients(devnet)
    const { value: supply } = await rpc.getTokenSupply(devnet.usdcMint).send()
    // Every dev keypair is minted the same USDC at start, and nothing else is minted.
    const minted = BigInt(SOLANA_DEV_KEYPAIR_COUNT) * DEV_KEYPAIR_USDC
    expect(supply).toMatchObject({
      amount: String(minted),
      decimals: 6,
      uiAmountString: String(minted / 1_000_000n),
    })
    const [tokenAccount] = await findAssociatedTokenPda({
      owner: walletAddress(),
      mint: devnet.usdcMint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const { value: balance } = await rpc.getTokenAccountBalance(tokenAccount).send()
    expect(balance).toEqual({
      amount: '10000000000',
      decimals: 6,
      uiAmount: 10_000,
      uiAmountString: '10000',
    })
  })

  it('answers a missing filter or an account that is not a token account with -32602', async () => {
    expect(await rawRpc(devnet, 'getTokenAccountsByOwner', [walletAddress(), {}])).toMatchObject({
      error: { code: -32602 },
    })
    expect(await rawRpc(devnet, 'getTokenAccountBalance', [walletAddress()])).toMatchObject({
      error: { code: -32602 },
    })
  })
})
