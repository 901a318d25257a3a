import {
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { SolanaDevnet } from '../../../devnet/solana/index.js'

interface BlockhashLifetime {
  blockhash: Blockhash
  lastValidBlockHeight: bigint
}

/** @solana/kit clients for a running devnet, as an app would build them. */
export function kitClients(devnet: SolanaDevnet) {
  return {
    rpc: createSolanaRpc(devnet.url),
    rpcSubscriptions: createSolanaRpcSubscriptions(devnet.wsUrl),
  }
}

export function devSigner(devnet: SolanaDevnet, index: number): Promise<KeyPairSigner> {
  const keypair = devnet.devKeypairs[index]
  if (!keypair) throw new Error(`No Solana dev keypair ${String(index)}`)
  return createKeyPairSignerFromBytes(keypair.secretKey)
}

/** Signs a one-instruction v0 transaction paid by `payer`, with the latest blockhash by default. */
export async function signedTransaction(
  devnet: SolanaDevnet,
  payer: KeyPairSigner,
  instruction: Instruction,
  lifetime?: BlockhashLifetime,
) {
  const latestBlockhash =
    lifetime ?? (await kitClients(devnet).rpc.getLatestBlockhash().send()).value
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, message),
      (message) => appendTransactionMessageInstruction(instruction, message),
    ),
  )
  assertIsTransactionWithBlockhashLifetime(transaction)
  return transaction
}

export function solTransfer(source: KeyPairSigner, destination: Address, amount: bigint) {
  return getTransferSolInstruction({ source, destination, amount: lamports(amount) })
}

/** A raw JSON-RPC call over HTTP, for what kit's typed API cannot express. */
export async function rawRpc(devnet: SolanaDevnet, method: string, params: unknown[] = []) {
  const response = await fetch(devnet.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const reply: unknown = await response.json()
  return reply
}
