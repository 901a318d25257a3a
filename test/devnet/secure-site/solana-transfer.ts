import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/**
 * An unsigned SOL transfer paid by `from`, serialized with its empty signature slots and written
 * base58: what the reference page sends for a Solana transaction (legacy, as web3.js builds it,
 * or v0).
 */
export async function unsignedTransfer(input: {
  rpcUrl: string
  from: Address
  to: Address
  lamports: bigint
  version: 'legacy' | 0
}): Promise<string> {
  const { value: latestBlockhash } = await createSolanaRpc(input.rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: input.version }),
    (draft) => setTransactionMessageFeePayer(input.from, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(input.from),
          destination: input.to,
          amount: lamports(input.lamports),
        }),
        draft,
      ),
  )
  const bytes = getTransactionEncoder().encode(compileTransaction(message))
  return getBase58Decoder().decode(bytes)
}
