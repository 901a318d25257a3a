/**
 * A plain object whose fields may be read: not null, not an array. The one guard of its kind for
 * src/, devnet/, playground/, codegen/ and the tests (JSON replies, frame messages, wallet answers).
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
