import type { CorrelationId } from '../../generated/frame-messages/types.js'

const ID_BYTES = 16

/**
 * A fresh request id: 16 bytes from crypto.getRandomValues as 32 lowercase hex digits (the
 * schema's CorrelationId). A guessable id would let another script forge a reply.
 */
export function createCorrelationId(): CorrelationId {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_BYTES))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
