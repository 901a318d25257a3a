import { blake2b } from '@noble/hashes/blake2'
import { HASH_LIMITS } from '../core/constants.js'

export interface KeyedHashOptions {
  /** Output length in bytes, 1 to 64 (default 64). */
  outputBytes?: number
  /** At most 64 bytes. */
  key?: Uint8Array
  /** Exactly 16 bytes. */
  salt?: Uint8Array
  /** Exactly 16 bytes. */
  personal?: Uint8Array
}

/**
 * The keyed hash of spec section 9: BLAKE2b (128-byte blocks, 12 rounds). The parameter limits
 * are checked here with clear messages before the hash runs.
 */
export function keyedHash(message: Uint8Array, options: KeyedHashOptions = {}): Uint8Array {
  const { outputBytes = HASH_LIMITS.maxOutputBytes, key, salt, personal } = options
  if (
    !Number.isInteger(outputBytes) ||
    outputBytes < HASH_LIMITS.minOutputBytes ||
    outputBytes > HASH_LIMITS.maxOutputBytes
  ) {
    throw new RangeError(
      `Hash output must be ${HASH_LIMITS.minOutputBytes} to ${HASH_LIMITS.maxOutputBytes} bytes`,
    )
  }
  if (key && key.length > HASH_LIMITS.maxKeyBytes) {
    throw new RangeError(`Hash key must be at most ${HASH_LIMITS.maxKeyBytes} bytes`)
  }
  if (salt && salt.length !== HASH_LIMITS.saltBytes) {
    throw new RangeError(`Hash salt must be exactly ${HASH_LIMITS.saltBytes} bytes`)
  }
  if (personal && personal.length !== HASH_LIMITS.personalBytes) {
    throw new RangeError(`Hash personal string must be exactly ${HASH_LIMITS.personalBytes} bytes`)
  }
  return blake2b(message, { dkLen: outputBytes, key, salt, personalization: personal })
}
