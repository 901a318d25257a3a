import { describe, expect, it } from 'vitest'
import { frameMessages } from './contract-sources.js'
import { readRecorded } from './recorded.js'

const { frameEvents } = readRecorded()
const { AppEvent, FrameEvent } = frameMessages.validators

describe('recorded frame events against AppEvent and FrameEvent', () => {
  for (const recorded of frameEvents) {
    it(`${recorded.file}: ${recorded.valid ? 'accepted' : 'rejected'} (${recorded.description})`, () => {
      const accepted = AppEvent.check(recorded.event) || FrameEvent.check(recorded.event)
      expect(accepted).toBe(recorded.valid)
    })
  }
})
