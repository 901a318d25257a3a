import {
  AccountRole,
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signAndSendTransactionMessageWithSigners,
  address,
  type TransactionSendingSigner,
} from '@solana/kit'
import { transferInstructionData } from '../../../src/connectors/walletconnect-solana.js'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')

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
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: signer.address, role: AccountRole.WRITABLE_SIGNER },
            { address: signer.address, role: AccountRole.WRITABLE },
          ],
          data: transferInstructionData(1n),
        },
        draft,
      ),
  )
  return getBase58Decoder().decode(await signAndSendTransactionMessageWithSigners(message))
}
