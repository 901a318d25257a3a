import {
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signAndSendTransactionMessageWithSigners,
  type TransactionSendingSigner,
} from '@solana/kit'
import { solTransferInstruction } from '../../../src/connectors/solana-transfer.js'

/**
 * A transaction the app builds with @solana/kit and hands to the connected wallet through
 * `portico.getSolanaSigner()`: 1 lamport to the account itself, so only the fee is spent.
 */
export async function solanaSelfTransfer(
  signer: TransactionSendingSigner,
  rpcUrl: string,
): Promise<string> {
  const { value: latest } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        solTransferInstruction(signer.address, signer.address, 1n),
        draft,
      ),
  )
  return getBase58Decoder().decode(await signAndSendTransactionMessageWithSigners(message))
}
