import type { ParameterObjectSchema } from '../../generated/operation-entry.js'

const typesOf = (schema: unknown): string[] => {
  if (typeof schema !== 'object' || schema === null || !('type' in schema)) return []
  const { type } = schema
  if (typeof type === 'string') return [type]
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : []
}

// Only plain decimals: Number() would also read '0xfff', '0b1', ' 1' or 'Infinity'.
const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/

function coerce(raw: string, schema: unknown): unknown {
  const types = typesOf(schema)
  if ((types.includes('integer') || types.includes('number')) && DECIMAL.test(raw)) {
    return Number(raw)
  }
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true'
  if (types.includes('array')) return raw === '' ? [] : raw.split(',')
  return raw
}

/**
 * Parameters arrive as strings; each is read as the type its schema declares (a number, a
 * boolean, a comma-separated list), so the validator then checks what the client meant to send.
 * A value that cannot be read stays a string and fails validation with a clear message.
 */
export function coerceParameters(
  values: Readonly<Record<string, string>>,
  schema: ParameterObjectSchema,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, raw]) => [name, coerce(raw, schema.properties[name])]),
  )
}
