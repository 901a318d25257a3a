import { expect } from 'vitest'
import type { OperationEntry } from '../../generated/operation-entry.js'
import { fuzzFetch, fuzzTarget, type FuzzCounts } from './fuzz-settings.js'
import { replyMessage } from './reply-message.js'
import { specRequestArbitrary } from './spec-request-arbitrary.js'
import { stateSnapshot } from './state-snapshot.js'

export interface FuzzedService {
  name: string
  url: string
  operations: Readonly<Record<string, OperationEntry>>
  /** The folder the service persists to. */
  stateDir: string
  /** A request that must still succeed once the fuzzing is over. */
  validPath: string
  /** Waits for writes an earlier request left pending, so a snapshot shows only this request's. */
  settle?: () => Promise<void>
}

/**
 * Fuzzes every operation of a spec-served service: nothing is a 5xx, a hang or a lost
 * connection; every 4xx names its problem and leaves the persisted state as it was; a valid
 * request still succeeds afterwards.
 */
export async function fuzzSpecService(service: FuzzedService): Promise<FuzzCounts> {
  const counts = await fuzzTarget(
    `${service.name} operations`,
    specRequestArbitrary(service.operations),
    async (request, tally) => {
      await service.settle?.()
      const before = stateSnapshot(service.stateDir)
      const headers: Record<string, string> =
        request.contentType === undefined ? {} : { 'content-type': request.contentType }
      const reply = await fuzzFetch(
        `${service.url}${request.target}`,
        { method: request.method, headers, body: request.body },
        tally,
      )
      const what = `${request.operationId}: ${request.method} ${request.target} ${String(request.contentType)} ${String(request.body).slice(0, 200)} -> ${String(reply.status)} ${JSON.stringify(reply.body).slice(0, 300)}`
      expect(reply.status, what).toBeLessThan(500)
      if (reply.status >= 400) {
        expect(replyMessage(reply.body), what).toEqual(expect.any(String))
        await service.settle?.()
        expect(stateSnapshot(service.stateDir), what).toEqual(before)
      }
    },
  )
  const after = await fetch(`${service.url}${service.validPath}`)
  expect(after.status, `${service.validPath} after fuzzing`).toBe(200)
  return counts
}
