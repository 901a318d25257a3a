import type { TypedDataDefinition } from 'viem'
import { RpcRefused } from './rpc-refused.js'
import { isRecord } from '../../src/utils/is-record.js'

const isTypeField = (value: unknown): boolean =>
  isRecord(value) && typeof value.name === 'string' && typeof value.type === 'string'

/** EIP-712 typed data as eth_signTypedData_v4 carries it: a JSON string or an object. */
export function isTypedData(value: unknown): value is TypedDataDefinition {
  if (!isRecord(value) || !isRecord(value.types) || !isRecord(value.message)) return false
  if (typeof value.primaryType !== 'string') return false
  if (value.domain !== undefined && !isRecord(value.domain)) return false
  return Object.values(value.types).every(
    (fields) => Array.isArray(fields) && fields.every(isTypeField),
  )
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    throw new RpcRefused('eth_signTypedData_v4: the typed data is not JSON')
  }
}

export function parseTypedData(value: unknown): TypedDataDefinition {
  const parsed: unknown = typeof value === 'string' ? parseJson(value) : value
  if (!isTypedData(parsed)) {
    throw new RpcRefused(
      'eth_signTypedData_v4: the typed data needs types, primaryType and message',
    )
  }
  // viem derives the domain type itself and rejects a caller-supplied one.
  const types = { ...parsed.types }
  delete types.EIP712Domain
  return { ...parsed, types }
}
