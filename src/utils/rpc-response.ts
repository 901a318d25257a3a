const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}

/** A wallet reply that is a transaction hash or a signature, as opposed to a read result. */
export function isTxTypeResponse(value: unknown): value is `0x${string}` {
  return isTransactionHash(value) || isSignedMessage(value)
}
