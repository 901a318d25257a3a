import { parseCaipNetworkId } from '../utils/caip.js'
import type { SiwxSession } from './stored-values.js'

/**
 * Whether a stored session can be trusted: its text is exactly the message its fields make (so
 * the chain, address and expiry read from the fields are what was signed), and its signature is
 * that address's over that text (viem for EVM, ed25519 for Solana). Each checker loads only when
 * a session of its namespace is read (the message's code with the first session); a namespace
 * without a checker is never trusted.
 */
export async function verifySiwxSession(session: SiwxSession): Promise<boolean> {
  const { data, message, signature } = session
  // A failed download rejects (it says nothing of the session); only a bad session is false.
  const { serializeSiwxMessage } = await import('./siwx-message.js')
  try {
    if ((await serializeSiwxMessage(data)) !== message) return false
  } catch {
    return false
  }
  const signed = { address: data.accountAddress, message, signature }
  switch (parseCaipNetworkId(data.chainId).chainNamespace) {
    case 'eip155':
      return (await import('./evm-message-signature.js')).verifyEvmMessageSignature(signed)
    case 'solana':
      return (await import('./solana-signature-check.js')).checkSolanaSignature(signed)
    default:
      return false
  }
}
