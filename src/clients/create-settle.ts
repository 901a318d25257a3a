import type { FetchResult, Settle, SettleOptional } from '../../generated/client-runtime.js'
import type { OperationEntry } from '../../generated/operation-entry.js'
import type { Validator } from '../../generated/validator-runtime.js'
import { ContractViolationError } from './contract-violation-error.js'
import { errorMessage } from './error-message.js'
import { HttpStatusError } from './http-status-error.js'
import { responseEntry } from './response-entry.js'

export interface ClientContract {
  operations: Readonly<Record<string, OperationEntry>>
  validators: Readonly<Record<string, Validator<unknown>>>
}

type Outcome = { ok: true; content: boolean } | { ok: false; violation: ContractViolationError }

/** Checks a reply body against the schema its operation declares for the status. */
function checkReply(
  contract: ClientContract,
  operationId: string,
  response: Response,
  body: unknown,
): Outcome {
  const violation = (path: string, detail: string): Outcome => ({
    ok: false,
    violation: new ContractViolationError(operationId, path, detail),
  })
  const operation = contract.operations[operationId]
  const entry = operation && responseEntry(operation, response.status)
  if (!entry) return violation('/', `status ${response.status} is not declared`)
  if (entry.contentTypes.length === 0) return { ok: true, content: false }
  if (entry.schema === null) {
    const type = response.headers.get('content-type')?.split(';')[0] ?? ''
    return body instanceof Blob && entry.contentTypes.includes(type)
      ? { ok: true, content: true }
      : violation('/', `expected ${entry.contentTypes.join(' or ')}, got ${type || 'nothing'}`)
  }
  const validator = contract.validators[entry.schema]
  const [issue] = validator
    ? validator.errors(body)
    : [{ path: '/', message: `has no validator ${entry.schema}` }]
  return issue ? violation(issue.path, issue.message) : { ok: true, content: true }
}

/**
 * How every generated operation method settles: a network failure rethrows with its message (or
 * 'Unknown error'); a reply that breaks the spec becomes a ContractViolationError and is never
 * passed on; a non-ok status becomes 'HTTP status code: {status}'.
 */
export function createSettle(loadContract: () => Promise<ClientContract>): {
  settle: Settle
  settleOptional: SettleOptional
} {
  async function settled<Data>(
    operationId: string,
    call: Promise<FetchResult<Data>>,
  ): Promise<Data | undefined> {
    let result: FetchResult<Data>
    try {
      result = await call
    } catch (error) {
      throw new Error(errorMessage(error), { cause: error })
    }
    const { data, error, response } = result
    const contract = await loadContract()
    // openapi-fetch reads an empty error reply as undefined; the specs declare it as ''.
    const errorBody: unknown = error ?? ''
    const outcome = checkReply(contract, operationId, response, response.ok ? data : errorBody)
    if (!response.ok) {
      throw outcome.ok
        ? new HttpStatusError(response.status, operationId, errorBody)
        : new HttpStatusError(response.status, operationId, undefined, { cause: outcome.violation })
    }
    if (!outcome.ok) throw outcome.violation
    return outcome.content ? data : undefined
  }

  return {
    settle: async (operationId, call) => {
      const data = await settled(operationId, call)
      if (data === undefined)
        throw new ContractViolationError(operationId, '/', 'reply has no content')
      return data
    },
    settleOptional: settled,
  }
}
