import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startBlockchainApi,
  type BlockchainApiDevnet,
} from '../../../devnet/blockchain-api/index.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana/index.js'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { tokenTransferInstructions } from '../../../src/connectors/solana-transfer.js'
import { devSigner, kitClients } from '../solana/devnet-clients.js'
import { startBlockchainApiDevnet, type BlockchainApiTestDevnet } from './blockchain-api-devnet.js'

let evm: BlockchainApiTestDevnet
let solana: SolanaDevnet
let api: BlockchainApiDevnet
let stateDir = ''

beforeAll(async () => {
  evm = await startBlockchainApiDevnet()
  solana = await startSolanaDevnet({ port: 0, log: () => undefined })
  stateDir = mkdtempSync(join(tmpdir(), 'blockchain-api-spl-'))
  api = await startBlockchainApi({
    port: 0,
    chains: evm.evm.chains,
    solanaRpcUrl: solana.url,
    solanaChainId: solana.caipNetworkId,
    stateDir,
  })
})

afterAll(async () => {
  await api.close()
  await solana.close()
  await evm.stop()
  rmSync(stateDir, { recursive: true, force: true })
})

const balancesOf = async (owner: string) => {
  const client = createBlockchainApiClient({ baseUrl: api.url, projectId: DEVNET_PROJECT_ID })
  const { balances } = await client.account.getBalance(`${solana.caipNetworkId}:${owner}`)
  return balances
}

describe('SPL balances of Solana accounts', () => {
  it('lists the seeded USDC of a dev keypair next to its SOL, the mint as CAIP-10', async () => {
    const owner = solana.devKeypairs[1]?.address
    if (!owner) throw new Error('no Solana dev keypair 1')
    const balances = await balancesOf(owner)
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '100' } }),
      expect.objectContaining({
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: solana.caipNetworkId,
        address: `${solana.caipNetworkId}:${solana.usdcMint}`,
        price: 1,
        value: 10_000,
        quantity: { decimals: '6', numeric: '10000' },
      }),
    ])
  })

  it('reports USDC on an account whose token account the transfer created, and nothing for an empty one', async () => {
    const payer = await devSigner(solana, 2)
    const receiver = await generateKeyPairSigner()
    expect(await balancesOf(receiver.address)).toEqual([])
    const { rpc } = kitClients(solana)
    const { value: latest } = await rpc.getLatestBlockhash().send()
    // Portico's own SPL instructions: the receiver's associated account is created on the way.
    const instructions = await tokenTransferInstructions(
      payer.address,
      receiver.address,
      solana.usdcMint,
      2_500_000n,
    )
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayerSigner(payer, message),
        (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
        (message) => appendTransactionMessageInstructions(instructions, message),
      ),
    )
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    const balances = await balancesOf(receiver.address)
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'USDC', quantity: { decimals: '6', numeric: '2.5' } }),
    ])
    const payerUsdc = (await balancesOf(payer.address)).find((entry) => entry.symbol === 'USDC')
    expect(payerUsdc?.quantity.numeric).toBe('9997.5')
  })
})
