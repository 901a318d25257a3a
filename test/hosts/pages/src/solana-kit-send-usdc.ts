// README (@solana/kit): an SPL token transfer the app builds with kit, signed and sent by the
// Solana wallet the visitor connected in Portico's modal (an installed one or an email login).
import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signAndSendTransactionMessageWithSigners,
  type Address,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { Portico } from 'portico'

export async function sendUsdc(
  portico: Portico,
  rpcUrl: string,
  mint: Address,
  to: Address,
  amount: bigint,
): Promise<string> {
  const signer = await portico.getSolanaSigner()
  if (!signer) throw new Error('Connect a Solana wallet first')
  const [source] = await findAssociatedTokenPda({
    owner: signer.address,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const [destination] = await findAssociatedTokenPda({
    owner: to,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const { value: latest } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          getCreateAssociatedTokenIdempotentInstruction({
            payer: signer,
            ata: destination,
            owner: to,
            mint,
          }),
          getTransferInstruction({ source, destination, authority: signer, amount }),
        ],
        draft,
      ),
  )
  const signature = await signAndSendTransactionMessageWithSigners(message)
  return getBase58Decoder().decode(signature)
}
