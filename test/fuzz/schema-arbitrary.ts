import fc from 'fast-check'
import { isRecord } from '../../src/utils/is-record.js'

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback

/** Arrays in generated values stay short: the point is their shape, not their size. */
const MAX_ITEMS = 3

/**
 * Values for a JSON schema of the specs (the subset they use: $ref into components/schemas,
 * const, enum, anyOf/oneOf, string with pattern, format, length and examples, integer and number
 * with bounds, boolean, null, array and object). A string with `examples` is mostly one of them,
 * so generated requests name the devnet's chains, addresses and tokens and reach the operation's
 * work; candidates are still checked against the spec's validator by the caller.
 */
export function schemaArbitrary(
  schema: unknown,
  components: Readonly<Record<string, unknown>>,
): fc.Arbitrary<unknown> {
  if (!isRecord(schema)) return fc.jsonValue({ maxDepth: 1 })
  const { $ref } = schema
  if (typeof $ref === 'string') {
    const name = $ref.replace('#/components/schemas/', '')
    return fc.constant(null).chain(() => schemaArbitrary(components[name], components))
  }
  if ('const' in schema) return fc.constant(schema.const)
  const choices: unknown = schema.enum
  if (Array.isArray(choices)) return fc.constantFrom(...choices.map((choice: unknown) => choice))
  const branches = schema.anyOf ?? schema.oneOf
  if (Array.isArray(branches))
    return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, components)))
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
    case 'number': {
      const exclusive = typeof schema.exclusiveMinimum === 'number'
      const min = numberOr(schema.minimum ?? schema.exclusiveMinimum, -1_000_000)
      const max = numberOr(schema.maximum, 1_000_000)
      return schema.type === 'integer'
        ? fc.integer({ min: exclusive ? min + 1 : min, max })
        : fc.double({ min, max, noNaN: true, minExcluded: exclusive })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schemaArbitrary(schema.items, components), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.max(numberOr(schema.minItems, 0), numberOr(schema.maxItems, MAX_ITEMS)),
      })
    case 'object':
      return objectArbitrary(schema, components)
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

function stringArbitrary(schema: Record<string, unknown>): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0)
  const maxLength = numberOr(schema.maxLength, Math.max(minLength, 24))
  const generated =
    typeof schema.pattern === 'string'
      ? fc.stringMatching(new RegExp(schema.pattern))
      : schema.format === 'date-time'
        ? fc
            .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((date) => date.toISOString())
        : schema.format === 'uri'
          ? fc.webUrl()
          : schema.format === 'uuid'
            ? fc.uuid()
            : fc.string({ minLength, maxLength })
  const examples = Array.isArray(schema.examples)
    ? schema.examples.filter((example) => typeof example === 'string')
    : []
  if (examples.length === 0) return generated
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...examples) },
    { weight: 1, arbitrary: generated },
  )
}

function objectArbitrary(
  schema: Record<string, unknown>,
  components: Readonly<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = isRecord(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name) => typeof name === 'string')
    : []
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      schemaArbitrary(property, components),
    ]),
  )
  return fc.record(model, { requiredKeys: required })
}
