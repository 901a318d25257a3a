import {
  airdropFactory,
  createKeyPairSignerFromBytes,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  sendAndConfirmTransactionFactory,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type Address,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_KEYPAIR_LAMPORTS,
  deriveSolanaDevKeypairs,
  SOLANA_DEV_ROLES,
  startSolanaDevnet,
  type SolanaDevnet,
} from '../../../devnet/solana/index.js'
import { devSigner, kitClients, signedTransaction, solTransfer } from './devnet-clients.js'

let devnet: SolanaDevnet
const logLines: string[] = []

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, log: (line) => logLines.push(line) })
})

afterAll(async () => {
  await devnet.close()
})

function balanceOf(owner: Address) {
  return kitClients(devnet)
    .rpc.getBalance(owner)
    .send()
    .then(({ value }) => value)
}

function sendAndConfirm() {
  return sendAndConfirmTransactionFactory(kitClients(devnet))
}

describe('startSolanaDevnet', () => {
  it('serves HTTP and WebSocket on one 127.0.0.1 port and presents itself as Solana devnet', async () => {
    expect(devnet.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.wsUrl).toBe(devnet.url.replace('http:', 'ws:'))
    expect(devnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    const genesisHash = await kitClients(devnet).rpc.getGenesisHash().send()
    expect(devnet.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`)
    expect(logLines.join('\n')).toContain(`Solana devnet ready in`)
  })

  it('says clearly when its port is taken', async () => {
    const port = Number(new URL(devnet.url).port)
    await expect(startSolanaDevnet({ port, log: () => undefined })).rejects.toThrow(
      `Solana devnet: port ${String(port)} on 127.0.0.1 is already in use`,
    )
  })

  it('derives the same dev keypairs on every start, each usable as a kit signer', async () => {
    const again = await deriveSolanaDevKeypairs()
    expect(again.map((keypair) => keypair.address)).toEqual(
      devnet.devKeypairs.map((keypair) => keypair.address),
    )
    for (const keypair of devnet.devKeypairs) {
      const signer = await createKeyPairSignerFromBytes(keypair.secretKey)
      expect(signer.address).toBe(keypair.address)
    }
  })

  it('funds every dev keypair with 100 SOL', async () => {
    const balances = await Promise.all(
      devnet.devKeypairs.map((keypair) => balanceOf(keypair.address)),
    )
    expect(balances).toEqual(devnet.devKeypairs.map(() => DEV_KEYPAIR_LAMPORTS))
  })

  it('lands a SOL transfer between dev keypairs with kit’s sendAndConfirmTransaction', async () => {
    const [sender, recipient] = await Promise.all([devSigner(devnet, 2), devSigner(devnet, 3)])
    const [senderBefore, recipientBefore] = await Promise.all([
      balanceOf(sender.address),
      balanceOf(recipient.address),
    ])
    const transaction = await signedTransaction(
      devnet,
      sender,
      solTransfer(sender, recipient.address, 1_500_000_000n),
    )
    await sendAndConfirm()(transaction, { commitment: 'confirmed' })

    expect(await balanceOf(sender.address)).toBe(senderBefore - 1_500_000_000n - 5_000n)
    expect(await balanceOf(recipient.address)).toBe(recipientBefore + 1_500_000_000n)
    const { value: statuses } = await kitClients(devnet)
      .rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)])
      .send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('gives repeated identical transfers fresh blockhashes, so each lands', async () => {
    const [sender, recipient] = await Promise.all([devSigner(devnet, 1), devSigner(devnet, 2)])
    const recipientBefore = await balanceOf(recipient.address)
    const signatures = []
    for (let round = 0; round < 2; round += 1) {
      const transaction = await signedTransaction(
        devnet,
        sender,
        solTransfer(sender, recipient.address, 1_000_000n),
      )
      await sendAndConfirm()(transaction, { commitment: 'confirmed' })
      signatures.push(getSignatureFromTransaction(transaction))
    }
    expect(new Set(signatures).size).toBe(2)
    expect(await balanceOf(recipient.address)).toBe(recipientBefore + 2_000_000n)
  })

  it('refuses a transfer beyond the balance with a preflight failure that carries the logs', async () => {
    const sender = await devSigner(devnet, 4)
    const stranger = await generateKeyPairSigner()
    const transaction = await signedTransaction(
      devnet,
      sender,
      solTransfer(sender, stranger.address, 1_000n * DEV_KEYPAIR_LAMPORTS),
    )
    const before = await balanceOf(sender.address)
    const failure = await sendAndConfirm()(transaction, { commitment: 'confirmed' }).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(
      isSolanaError(
        failure,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      ),
    ).toBe(true)
    if (
      !isSolanaError(
        failure,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      )
    )
      return
    expect(failure.context.logs?.join('\n')).toContain('insufficient lamports')
    // A refused transaction never lands, so the sender pays no fee.
    expect(await balanceOf(sender.address)).toBe(before)
  })

  it('credits an airdrop to a new address, confirmed by kit’s airdrop helper', async () => {
    const newcomer = await generateKeyPairSigner()
    await airdropFactory(kitClients(devnet))({
      recipientAddress: newcomer.address,
      lamports: lamports(2_000_000_000n),
      commitment: 'confirmed',
    })
    expect(await balanceOf(newcomer.address)).toBe(2_000_000_000n)
  })
})

describe('devnet USDC', () => {
  it('holds 10,000 USDC for a dev keypair, read with getTokenAccountsByOwner (jsonParsed)', async () => {
    const owner = devnet.devKeypairs[SOLANA_DEV_ROLES.wallet]?.address
    if (!owner) throw new Error('no wallet keypair')
    const { value } = await kitClients(devnet)
      .rpc.getTokenAccountsByOwner(owner, { mint: devnet.usdcMint }, { encoding: 'jsonParsed' })
      .send()
    expect(value).toHaveLength(1)
    const [tokenAccount] = await findAssociatedTokenPda({
      owner,
      mint: devnet.usdcMint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect(value[0]?.pubkey).toBe(tokenAccount)
    expect(value[0]?.account.data.parsed.info).toMatchObject({
      mint: devnet.usdcMint,
      owner,
      state: 'initialized',
      tokenAmount: {
        amount: '10000000000',
        decimals: 6,
        uiAmount: 10_000,
        uiAmountString: '10000',
      },
    })
  })

  it('moves USDC with a real SPL Token transfer between the seeded accounts', async () => {
    const [sender, recipient] = await Promise.all([devSigner(devnet, 0), devSigner(devnet, 1)])
    const accountOf = async (owner: Address) =>
      (
        await findAssociatedTokenPda({
          owner,
          mint: devnet.usdcMint,
          tokenProgram: TOKEN_PROGRAM_ADDRESS,
        })
      )[0]
    const [source, destination] = await Promise.all([
      accountOf(sender.address),
      accountOf(recipient.address),
    ])
    const transfer = getTransferCheckedInstruction({
      source,
      mint: devnet.usdcMint,
      destination,
      authority: sender,
      amount: 2_500_000n,
      decimals: 6,
    })
    await sendAndConfirm()(await signedTransaction(devnet, sender, transfer), {
      commitment: 'confirmed',
    })

    const { rpc } = kitClients(devnet)
    const [{ value: sent }, { value: received }] = await Promise.all([
      rpc.getTokenAccountBalance(source).send(),
      rpc.getTokenAccountBalance(destination).send(),
    ])
    expect(sent).toMatchObject({ amount: '9997500000', uiAmountString: '9997.5' })
    expect(received).toMatchObject({ amount: '10002500000', uiAmountString: '10002.5' })
  })
})
