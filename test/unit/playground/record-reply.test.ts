import { describe, expect, it } from 'vitest'
import type { FiredCall } from '../../../playground/src/operations/fire-operation.js'
import { requestAsSent } from '../../../playground/src/operations/record-reply.js'

const fired = (init: FiredCall['init'], url?: string): FiredCall => ({
  init,
  method: 'GET',
  url,
  status: 200,
  durationMs: 1,
  result: { kind: 'reply', body: {} },
})

describe('requestAsSent', () => {
  it("keeps the query the client added (projectId, st, sv) beside the form's typed values", () => {
    const call = fired(
      { query: { page: 1, entries: 5 } },
      'http://127.0.0.1:1/getWallets?page=1&entries=5&projectId=p&st=portico&sv=portico-js-0.1.0',
    )
    expect(requestAsSent(call)).toEqual({
      query: { page: 1, entries: 5, projectId: 'p', st: 'portico', sv: 'portico-js-0.1.0' },
    })
  })

  it('records a GET without parameters of its own with the query it sent, and nothing sent as sent', () => {
    expect(requestAsSent(fired({}, 'http://127.0.0.1:1/v1/supported-chains?projectId=p'))).toEqual({
      query: { projectId: 'p' },
    })
    expect(requestAsSent(fired({ path: { id: 'x' } }))).toEqual({ path: { id: 'x' } })
  })
})
