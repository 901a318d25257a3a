import { readRecorded } from '../../test/contract/recorded.js'

const lengthOf = (body: unknown, list: string): number => {
  const items: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, list) : []
  return Array.isArray(items) ? items.length : 0
}

/** The recorded valid 200 reply of an operation with the longest `list`: the payload's seed. */
const recordedBody = (operationId: string, list: string): Record<string, unknown> => {
  const [body] = readRecorded()
    .responses.filter((reply) => reply.operationId === operationId && reply.valid)
    .filter((reply) => reply.status === 200 && lengthOf(reply.body, list) > 0)
    .map((reply): unknown => reply.body)
    .sort((a, b) => lengthOf(b, list) - lengthOf(a, list))
  if (typeof body !== 'object' || body === null) throw new Error(`no recorded 200 ${operationId}`)
  return { ...body }
}

/** Fifty copies of the first element of a recorded list, each a distinct object. */
const fifty = (list: unknown): unknown[] => {
  const first: unknown = Array.isArray(list) ? list[0] : undefined
  if (first === undefined) throw new Error('the recorded list is empty')
  return Array.from({ length: 50 }, () => structuredClone(first))
}

/** A 50-token balance reply and a 50-transaction history reply, from recorded payloads. */
export function benchmarkPayloads(): { balance: unknown; history: unknown } {
  const balance = recordedBody('getBalance', 'balances')
  const history = recordedBody('getTransactionHistory', 'data')
  return {
    balance: { ...balance, balances: fifty(balance.balances) },
    history: { ...history, data: fifty(history.data) },
  }
}
