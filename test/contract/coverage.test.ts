import { describe, expect, it } from 'vitest'
import { allFrameEventTypes, operationsOf, recordedApiNames } from './contract-sources.js'
import { readRecorded } from './recorded.js'

const { responses, frameEvents } = readRecorded()

describe('recorded payloads cover the whole contract', () => {
  for (const source of recordedApiNames) {
    it(`every response of every ${source} operation has a valid recorded payload`, () => {
      const missing = operationsOf(source).flatMap(({ operationId, responses: declared }) =>
        Object.keys(declared)
          .filter((status) => {
            const matches = (r: (typeof responses)[number]): boolean =>
              r.source === source && r.operationId === operationId && r.valid
            return status === 'default' || /X/.test(status)
              ? !responses.some((r) => matches(r) && String(r.status)[0] === status[0])
              : !responses.some((r) => matches(r) && String(r.status) === status)
          })
          .map((status) => `${operationId} ${status}`),
      )
      expect(missing).toEqual([])
    })

    it(`${source} has invalid variants that must be rejected`, () => {
      const invalid = responses.filter((r) => r.source === source && !r.valid)
      expect(new Set(invalid.map((r) => r.operationId)).size).toBeGreaterThanOrEqual(5)
    })

    it(`every recorded ${source} payload names a declared operation and status`, () => {
      const unknown = responses
        .filter((r) => r.source === source)
        .filter((r) => {
          const operation = operationsOf(source).find((o) => o.operationId === r.operationId)
          return !operation || !(String(r.status) in operation.responses)
        })
        .map((r) => r.file)
      expect(unknown).toEqual([])
    })
  }

  it('every frame event has a valid recorded payload', () => {
    const events = allFrameEventTypes()
    const recordedTypes = new Set(
      frameEvents
        .filter((e) => e.valid)
        .map((e) =>
          typeof e.event === 'object' && e.event !== null && 'type' in e.event
            ? e.event.type
            : null,
        ),
    )
    expect(events.filter((type) => !recordedTypes.has(type))).toEqual([])
  })

  it('frame events have invalid variants, among them an unknown event type', () => {
    const invalid = frameEvents.filter((e) => !e.valid)
    expect(invalid.length).toBeGreaterThanOrEqual(5)
    const known = new Set<unknown>(allFrameEventTypes())
    expect(
      invalid.some(
        (e) =>
          typeof e.event === 'object' &&
          e.event !== null &&
          'type' in e.event &&
          !known.has(e.event.type),
      ),
    ).toBe(true)
  })
})
