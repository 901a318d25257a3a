import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signatureBytes,
  signTransactionMessageWithSigners,
  verifySignature,
  type Address,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { expect, inject } from 'vitest'
import { DEVNET_USDC_MINT } from '../../devnet/solana/cluster.js'
import { deriveSolanaDevKeypair } from '../../devnet/solana/dev-keypairs.js'

/** The devnet cluster's JSON-RPC URL. */
export function solanaClusterUrl(): string {
  const url = Object.entries(inject('endpoints').chains).find(([id]) =>
    id.startsWith('solana:'),
  )?.[1]
  if (!url) throw new Error('The devnet has no Solana cluster')
  return url
}

export const solanaRpc = () => createSolanaRpc(solanaClusterUrl())

export const lamportsOf = async (owner: Address): Promise<bigint> =>
  (await solanaRpc().getBalance(owner).send()).value

const USDC = address(DEVNET_USDC_MINT)

/** The owner's devnet USDC in base units, as its token account says; undefined without one. */
export async function usdcOf(owner: Address): Promise<string | undefined> {
  const { value } = await solanaRpc()
    .getTokenAccountsByOwner(owner, { mint: USDC }, { encoding: 'jsonParsed' })
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.amount
}

/**
 * Sends USDC to `owner` (who holds none yet) from a dev keypair the calling file alone spends
 * from (OWN_SOLANA_DEV_KEYPAIRS), as a friend would, and waits until the cluster shows it.
 */
export async function fundUsdc(funderIndex: number, owner: Address, amount: bigint): Promise<void> {
  const keypair = await deriveSolanaDevKeypair(funderIndex)
  const payer = await createKeyPairSignerFromBytes(keypair.secretKey)
  const [source] = await findAssociatedTokenPda({
    owner: payer.address,
    mint: USDC,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const [destination] = await findAssociatedTokenPda({
    owner,
    mint: USDC,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const rpc = solanaRpc()
  const { value: latest } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
      (message) =>
        appendTransactionMessageInstructions(
          [
            getCreateAssociatedTokenIdempotentInstruction({
              payer,
              ata: destination,
              owner,
              mint: USDC,
            }),
            getTransferInstruction({ source, destination, authority: payer, amount }),
          ],
          message,
        ),
    ),
  )
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send()
  await expect.poll(() => usdcOf(owner)).toBe(String(amount))
}

/** Whether the base58 ed25519 signature of the owner verifies over the UTF-8 message. */
export async function signatureVerifies(
  owner: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
  const publicKey = await getPublicKeyFromAddress(address(owner))
  return verifySignature(publicKey, bytes, new TextEncoder().encode(message))
}
