import { expect } from 'vitest'
import { fuzzFetch, fuzzTarget, type FuzzCounts, type FuzzReply } from './fuzz-settings.js'
import { replyMessage } from './reply-message.js'
import { specRequestArbitrary, type FuzzRequest } from './spec-request-arbitrary.js'
import { stateSnapshot } from './state-snapshot.js'
import { validRequestArbitrary, type SpecApi } from './valid-request-arbitrary.js'

export interface FuzzedService {
  name: string
  url: string
  /** Its OpenAPI document's generated operations, schemas and validators. */
  api: SpecApi
  /** The folder the service persists to. */
  stateDir: string
  /** Waits for writes an earlier request left pending, so a snapshot shows only this request's. */
  settle?: () => Promise<void>
}

/**
 * Fuzzes every operation of a spec-served service: nothing is a 5xx, a hang or a lost
 * connection; every 4xx names its problem and leaves the persisted state as it was; then valid
 * requests generated from the schemas are still served, each with a status its operation declares.
 */
export async function fuzzSpecService(service: FuzzedService): Promise<FuzzCounts> {
  const counts = await fuzzTarget(
    `${service.name} operations`,
    specRequestArbitrary(service.api.operations),
    async (request, tally) => {
      await service.settle?.()
      const before = stateSnapshot(service.stateDir)
      const reply = await send(service, request, tally)
      const what = describe(request, reply)
      expect(reply.status, what).toBeLessThan(500)
      if (reply.status >= 400) {
        expect(replyMessage(reply.body), what).toEqual(expect.any(String))
        await service.settle?.()
        expect(stateSnapshot(service.stateDir), what).toEqual(before)
      }
    },
  )
  // Then valid requests, generated from the same operations' schemas: each is still served.
  const statuses = new Map<number, number>()
  const valid = await fuzzTarget(
    `${service.name} valid requests`,
    validRequestArbitrary(service.api),
    async (request, tally) => {
      const reply = await send(service, request, tally)
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1)
      const what = describe(request, reply)
      const declared = Object.keys(service.api.operations[request.operationId]?.responses ?? {})
      expect(declared, what).toContain(String(reply.status))
      expect(reply.status, what).toBeLessThan(500)
      if (reply.status >= 400) expect(replyMessage(reply.body), what).toEqual(expect.any(String))
    },
  )
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${String(status)}: ${String(n)}`)
  console.log(`[fuzz] ${service.name} valid requests by status: ${byStatus.join(', ')}`)
  return {
    ...counts,
    cases: counts.cases + valid.cases,
    crashes: counts.crashes + valid.crashes,
    hangs: counts.hangs + valid.hangs,
  }
}

/** The request sent before, named when a connection breaks: a reset may come from its reply. */
let previous = 'none'

async function send(
  service: FuzzedService,
  request: FuzzRequest,
  tally: FuzzCounts,
): Promise<FuzzReply> {
  const headers: Record<string, string> =
    request.contentType === undefined ? {} : { 'content-type': request.contentType }
  const sent = `${request.method} ${request.target} ${String(request.contentType)} ${String(request.body).slice(0, 100)}`
  try {
    return await fuzzFetch(
      `${service.url}${request.target}`,
      { method: request.method, headers, body: request.body },
      tally,
    )
  } catch (error) {
    throw new Error(`${sent} (after ${previous})`, { cause: error })
  } finally {
    previous = sent
  }
}

const describe = (request: FuzzRequest, reply: FuzzReply): string =>
  `${request.operationId}: ${request.method} ${request.target} ${String(request.contentType)} ${String(request.body).slice(0, 200)} -> ${String(reply.status)} ${JSON.stringify(reply.body).slice(0, 300)}`
