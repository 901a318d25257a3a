import type { JsonValue } from './json-text.js'
import { RPC_API_VERSION } from './cluster.js'

/** The `{ context, value }` wrapper of Solana's account and status replies. */
export function withContext(slot: bigint, value: JsonValue): JsonValue {
  return { context: { apiVersion: RPC_API_VERSION, slot }, value }
}
