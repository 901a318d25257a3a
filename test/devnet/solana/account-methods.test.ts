import { generateKeyPairSigner, getBase64Encoder } from '@solana/kit'
import { getMintDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_KEYPAIR_LAMPORTS,
  DEV_KEYPAIR_USDC,
  SOLANA_DEV_KEYPAIR_COUNT,
  SOLANA_DEV_ROLES,
  startSolanaDevnet,
  type SolanaDevnet,
} from '../../../devnet/solana/index.js'
import { kitClients, rawRpc } from './devnet-clients.js'

let devnet: SolanaDevnet
/** Every dev keypair is minted the same USDC at start, and nothing else is minted. */
const USDC_SUPPLY = BigInt(SOLANA_DEV_KEYPAIR_COUNT) * DEV_KEYPAIR_USDC

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await devnet.close()
})

describe('Solana devnet account methods', () => {
  it('returns an account in base64 with its owner and lamports', async () => {
    const { value } = await kitClients(devnet)
      .rpc.getAccountInfo(devnet.usdcMint, { encoding: 'base64' })
      .send()
    expect(value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(value?.space).toBe(82n)
    const [data] = value?.data ?? ['']
    const mint = getMintDecoder().decode(getBase64Encoder().encode(data))
    expect(mint).toMatchObject({ decimals: 6, supply: USDC_SUPPLY, isInitialized: true })
  })

  it('parses a mint with jsonParsed, naming the mint authority keypair', async () => {
    const authority = devnet.devKeypairs[SOLANA_DEV_ROLES.mintAuthority]?.address
    const reply = await rawRpc(devnet, 'getAccountInfo', [
      devnet.usdcMint,
      { encoding: 'jsonParsed' },
    ])
    expect(reply).toMatchObject({
      result: {
        value: {
          data: {
            program: 'spl-token',
            parsed: {
              type: 'mint',
              info: { decimals: 6, mintAuthority: authority, supply: String(USDC_SUPPLY) },
            },
          },
        },
      },
    })
  })

  it('returns null for an account that does not exist, and reads several at once', async () => {
    const { rpc } = kitClients(devnet)
    const stranger = await generateKeyPairSigner()
    const wallet = devnet.devKeypairs[0]?.address
    if (!wallet) throw new Error('no wallet keypair')
    expect(
      (await rpc.getAccountInfo(stranger.address, { encoding: 'base64' }).send()).value,
    ).toBeNull()
    const { value } = await rpc
      .getMultipleAccounts([wallet, stranger.address], { encoding: 'base64' })
      .send()
    expect(value.map((account) => account?.lamports ?? null)).toEqual([DEV_KEYPAIR_LAMPORTS, null])
  })

  it('answers an address that is not base58 with -32602', async () => {
    expect(await rawRpc(devnet, 'getBalance', ['0OIl'])).toMatchObject({ error: { code: -32602 } })
  })
})
