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

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
/** The System Program's Transfer instruction: its index, then the lamports, little-endian. */
function transferData(lamports: bigint): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return data
}

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
          data: transferData(1n),
        },
        draft,
      ),
  )
  return getBase58Decoder().decode(await signAndSendTransactionMessageWithSigners(message))
}
