import fc from 'fast-check'
import { DEVNET_PROJECT_ID } from '../../devnet/devnet-project-id.js'
import type { OperationEntry } from '../../generated/operation-entry.js'

export interface FuzzRequest {
  operationId: string
  method: string
  /** Path and query, already encoded (or deliberately mis-encoded). */
  target: string
  contentType: string | undefined
  body: string | undefined
}

/** Escapes that once threw outside any handler, next to ordinary ones. */
const BAD_ESCAPES = ['%zz', '%E0%A4%A', '%', '%%41', '%C0%AF', '%ED%A0%80']

const rawSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(...BAD_ESCAPES),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...BAD_ESCAPES))
    .map(([text, bad]) => `${encodeURIComponent(text)}${bad}`),
)

/** Values a client might send for any parameter: numbers in every notation, ids, garbage. */
const parameterValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('0xfff', '1e3', '-1', '0', 'Infinity', 'NaN', 'true', '', ' 1', '1.5'),
  fc.constantFrom(
    'eip155:1',
    'eip155:8453',
    'eip155:999',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  ),
  fc.constantFrom('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'devnet', 'USDC', 'ETH'),
)

// Mostly the devnet's own project, so that most requests get past the project check to the
// operation; sometimes none or another, which the services refuse like the real ones.
const projectId: fc.Arbitrary<[string, string][]> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<[string, string][]>([['projectId', DEVNET_PROJECT_ID]]) },
  { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
  {
    weight: 1,
    arbitrary: parameterValue.map((value): [string, string][] => [['projectId', value]]),
  },
)

const query = (operation: OperationEntry): fc.Arbitrary<string> => {
  const names = [...Object.keys(operation.parameters.query.properties), 'unexpected']
  return fc
    .tuple(
      projectId,
      fc.array(fc.tuple(fc.constantFrom(...names), parameterValue), {
        maxLength: names.length + 1,
      }),
    )
    .map(([project, pairs]) => [...project, ...pairs])
    .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`))
}

const path = (operation: OperationEntry): fc.Arbitrary<string> => {
  const parts = operation.path.split(/(\{[^}]+\})/).filter((part) => part !== '')
  return fc
    .tuple(
      ...parts.map((part) =>
        part.startsWith('{')
          ? fc.oneof(parameterValue.map(encodeURIComponent), rawSegment)
          : fc.constant(part),
      ),
    )
    .map((segments) => segments.join(''))
}

const body: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.dictionary(fc.string({ maxLength: 12 }), parameterValue).map((value) => JSON.stringify(value)),
  fc.constantFrom('{', '[1,', 'null', '"', '{"a":1}}', '\u0000', 'x'.repeat(2048)),
)

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
)

/**
 * Requests for every operation of an API, from its operations table: so a new operation in the
 * spec is fuzzed with no new test code. Each is mostly right in shape (its own method and path)
 * and wrong in any of its parameters, escapes, body or content type.
 */
export function specRequestArbitrary(
  operations: Readonly<Record<string, OperationEntry>>,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...Object.values(operations).map((operation) =>
      fc
        .record({
          path: path(operation),
          query: query(operation),
          body: operation.requestBody ? body : fc.constant(undefined),
          contentType,
        })
        .map((parts): FuzzRequest => ({
          operationId: operation.operationId,
          method: operation.method.toUpperCase(),
          target: `${parts.path}${parts.query}`,
          contentType: parts.contentType,
          body: parts.body,
        })),
    ),
  )
}
