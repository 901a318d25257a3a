import type { OperationEntry } from '../../../generated/operation-entry.js'
import { isRecord } from '../../../src/utils/is-record.js'

export type ParameterLocation = 'path' | 'query'

export type FieldKind =
  | { kind: 'string' }
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: readonly (string | number | boolean)[] }
  /** Arrays, objects and combinations: typed as JSON. */
  | { kind: 'json' }

export interface ParameterField {
  name: string
  location: ParameterLocation
  required: boolean
  kind: FieldKind
  /** The referenced schema's name, when the parameter is a $ref. */
  schemaName?: string
  /** The constraints, in words: pattern, minimum, format... */
  hint: string
  placeholder?: string
  description?: string
}

/** Added to every call by the client (spec section 7), so the form does not ask for them. */
export const COMMON_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['projectId', 'st', 'sv'])

const REF_PREFIX = '#/components/schemas/'

/** Follows $refs into components/schemas (a few levels: refs to refs are allowed). */
function resolve(
  schema: unknown,
  schemas: Readonly<Record<string, unknown>>,
): { schema: Record<string, unknown>; name?: string } {
  let current: unknown = schema
  let name: string | undefined
  for (let depth = 0; depth < 8 && isRecord(current) && typeof current.$ref === 'string'; depth++) {
    name = current.$ref.startsWith(REF_PREFIX) ? current.$ref.slice(REF_PREFIX.length) : undefined
    current = name === undefined ? undefined : schemas[name]
  }
  return { schema: isRecord(current) ? current : {}, name }
}

const isOption = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

function kindOf(schema: Record<string, unknown>): FieldKind {
  if (Array.isArray(schema.enum) && schema.enum.every(isOption))
    return { kind: 'enum', options: schema.enum }
  if (isOption(schema.const)) return { kind: 'enum', options: [schema.const] }
  switch (schema.type) {
    case 'string':
      return { kind: 'string' }
    case 'integer':
      return { kind: 'integer' }
    case 'number':
      return { kind: 'number' }
    case 'boolean':
      return { kind: 'boolean' }
    default:
      return { kind: 'json' }
  }
}

function hintOf(schema: Record<string, unknown>, kind: FieldKind): string {
  const parts: string[] = [
    kind.kind === 'enum' ? `one of ${kind.options.map(String).join(', ')}` : kind.kind,
  ]
  if (typeof schema.format === 'string') parts.push(`format ${schema.format}`)
  if (typeof schema.pattern === 'string') parts.push(`pattern ${schema.pattern}`)
  if (typeof schema.minimum === 'number') parts.push(`≥ ${String(schema.minimum)}`)
  if (typeof schema.maximum === 'number') parts.push(`≤ ${String(schema.maximum)}`)
  if (typeof schema.minLength === 'number' && schema.minLength > 0)
    parts.push(`at least ${String(schema.minLength)} long`)
  return parts.join(', ')
}

function placeholderOf(schema: Record<string, unknown>): string | undefined {
  const examples: unknown[] = Array.isArray(schema.examples) ? schema.examples : []
  const [example] = examples
  if (example === undefined) return undefined
  return typeof example === 'string' ? example : JSON.stringify(example)
}

/** One typed field per path and query parameter of an operation, path first. */
export function parameterFields(
  operation: OperationEntry,
  schemas: Readonly<Record<string, unknown>>,
): ParameterField[] {
  return (['path', 'query'] as const).flatMap((location) => {
    const { properties, required } = operation.parameters[location]
    return Object.entries(properties)
      .filter(([name]) => location === 'path' || !COMMON_QUERY_PARAMETERS.has(name))
      .map(([name, property]): ParameterField => {
        const resolved = resolve(property, schemas)
        const kind = kindOf(resolved.schema)
        const described = isRecord(property) ? property.description : undefined
        const description = described ?? resolved.schema.description
        return {
          name,
          location,
          required: required.includes(name),
          kind,
          schemaName: resolved.name,
          hint: hintOf(resolved.schema, kind),
          placeholder: placeholderOf(resolved.schema),
          description: typeof description === 'string' ? description : undefined,
        }
      })
  })
}
