/**
 * The Solana payloads of WalletConnect requests (solana_signMessage, solana_signAndSendTransaction),
 * in the wire format wallets read: base58 message bytes, a base64 wire transaction.
 */
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getUtf8Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import type { SolanaSendRequest } from '../controllers/send.js'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
/** The System Program's Transfer instruction index. */
const TRANSFER = 2

/** solana_signMessage's params: the UTF-8 message in base58, and the signer. */
export function solanaMessageParams(message: string, pubkey: string) {
  return { message: getBase58Decoder().decode(getUtf8Encoder().encode(message)), pubkey }
}

/** System Program Transfer data: the u32 instruction index then the u64 lamports, little-endian. */
export function transferInstructionData(lamports: bigint): Uint8Array {
  if (lamports < 0n || lamports >= 2n ** 64n) throw new Error('Invalid lamports amount')
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, TRANSFER, true)
  view.setBigUint64(4, lamports, true)
  return data
}

/**
 * A SOL transfer for the wallet to sign and send, with a blockhash from the network's own RPC.
 * SPL token transfers are not built here yet: they need the token program's accounts.
 */
export async function solanaTransferTransaction(
  transfer: SolanaSendRequest,
  rpcUrl: string,
): Promise<string> {
  if (transfer.mint !== undefined) {
    throw new Error('Sending SPL tokens through WalletConnect is not supported')
  }
  const from = address(transfer.from)
  const { value: latest } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(from, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: address(transfer.to), role: AccountRole.WRITABLE },
          ],
          data: transferInstructionData(transfer.amount),
        },
        draft,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
