import { verifyMessage } from 'viem'
import { isAddress, isHex } from '../utils/evm.js'

/**
 * Whether `signature` is an EOA's personal_sign signature of `message` by `address` (viem
 * recovers the signer). A malformed address or signature does not verify rather than throwing.
 */
export async function verifyEvmMessageSignature(input: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const { address, message, signature } = input
  if (!isHex(address) || !isAddress(address, { strict: false }) || !isHex(signature)) return false
  try {
    return await verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
