import { isRecord } from '../../src/utils/is-record.js'

/** Follows a local $ref ('#/components/schemas/X' or '#/$defs/X') inside `root`. */
function resolve(root: unknown, schema: unknown): unknown {
  if (!isRecord(schema) || typeof schema.$ref !== 'string') return schema
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), root)
  return resolve(root, target)
}

/** The schema of an object property, looking through $ref, anyOf branches and array items. */
function property(root: unknown, schema: unknown, name: string): unknown {
  const resolved = resolve(root, schema)
  if (!isRecord(resolved)) return undefined
  if (isRecord(resolved.properties) && name in resolved.properties) return resolved.properties[name]
  if (resolved.items !== undefined) return property(root, resolved.items, name)
  const branches = Array.isArray(resolved.anyOf)
    ? resolved.anyOf
    : Array.isArray(resolved.oneOf)
      ? resolved.oneOf
      : []
  for (const branch of branches) {
    const found: unknown = property(root, branch, name)
    if (found !== undefined) return found
  }
  return undefined
}

/** Which dotted field paths ('quantity.decimals') the schema does not declare. */
export function missingFields(root: unknown, schema: unknown, fields: readonly string[]): string[] {
  return fields.filter(
    (field) =>
      field
        .split('.')
        .reduce<unknown>(
          (node, name) => (node === undefined ? undefined : property(root, node, name)),
          schema,
        ) === undefined,
  )
}
