import {
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { optionalString, invalidParams } from './rpc-params.js'

export type WireEncoding = 'base64' | 'base58'

/** The `encoding` option of sendTransaction and simulateTransaction; nodes default to base58. */
export function wireEncodingParam(config: Record<string, unknown>): WireEncoding {
  const encoding = optionalString(config, 'encoding') ?? 'base58'
  if (encoding === 'base64' || encoding === 'base58') return encoding
  throw invalidParams(`unsupported encoding: ${encoding} (use base64 or base58)`)
}

function bytesOf(encoded: string, encoding: WireEncoding, what: string) {
  try {
    return (encoding === 'base64' ? getBase64Encoder() : getBase58Encoder()).encode(encoded)
  } catch {
    throw invalidParams(`${what} is not valid ${encoding}`)
  }
}

/** Decodes a wire transaction, refusing bytes that do not hold a whole, well-formed one. */
export function decodeWireTransaction(encoded: string, encoding: WireEncoding): Transaction {
  const bytes = bytesOf(encoded, encoding, 'the transaction')
  try {
    const transaction = getTransactionDecoder().decode(bytes)
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return transaction
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw invalidParams(`invalid transaction: ${reason}`)
  }
}

/** Decodes a base64 transaction message (getFeeForMessage). */
export function decodeWireMessage(encoded: string) {
  const bytes = bytesOf(encoded, 'base64', 'the message')
  try {
    return getCompiledTransactionMessageDecoder().decode(bytes)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw invalidParams(`invalid message: ${reason}`)
  }
}
