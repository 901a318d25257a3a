import { describe, expect, it } from 'vitest'
import { readRecorded } from './recorded.js'
import { isRecord } from '../../src/utils/is-record.js'

/** The message of a valid recorded error reply, when it carries one. */
function errorMessageOf(event: unknown): string | undefined {
  if (!isRecord(event) || typeof event.type !== 'string' || !event.type.endsWith('_ERROR'))
    return undefined
  const { payload } = event
  return isRecord(payload) && typeof payload.message === 'string' ? payload.message : undefined
}

describe('recorded frame error replies', () => {
  // The devtools list these by description: an error reply read as a success misled a newcomer.
  it('each describes the error it carries, quoting its message', () => {
    const misdescribed = readRecorded()
      .frameEvents.filter((recorded) => recorded.valid)
      .flatMap((recorded) => {
        const message = errorMessageOf(recorded.event)
        return message === undefined ||
          recorded.description.startsWith(`error reply "${message}": `)
          ? []
          : [`${recorded.file}: ${recorded.description}`]
      })
    expect(misdescribed).toEqual([])
  })
})
