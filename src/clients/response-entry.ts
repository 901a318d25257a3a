import type { BodyEntry, OperationEntry } from '../../generated/operation-entry.js'

/** The declared reply for a status: the exact code, else its range ('4XX'), else 'default'. */
export function responseEntry(operation: OperationEntry, status: number): BodyEntry | undefined {
  const { responses } = operation
  const code = String(status)
  return responses[code] ?? responses[`${code[0] ?? ''}XX`] ?? responses.default
}
