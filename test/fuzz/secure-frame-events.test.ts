import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameEvents } from '../../generated/frame-messages/events.js'
import { validators } from '../../generated/frame-messages/validators.js'
import { validateAppEvent, validateFrameEvent } from '../../src/frame/frame-event-validation.js'
import { fuzzTarget } from './fuzz-settings.js'

const appTypes = frameEvents.requests.map((name) => frameEvents.wire[name])
const frameTypes = [
  ...Object.values(frameEvents.replies).flatMap(({ success, error }) => [success, error]),
  ...frameEvents.unsolicited,
].map((name) => frameEvents.wire[name])

/** Events shaped like the protocol's (known types, ids, payload objects) with wild contents. */
const eventArbitrary = (types: readonly string[]) =>
  fc.oneof(
    fc.record(
      {
        type: fc.oneof(fc.constantFrom(...types), fc.string({ maxLength: 30 })),
        id: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.integer()),
        payload: fc.oneof(
          fc.dictionary(
            fc.constantFrom('email', 'otp', 'chainId', 'token', 'message', 'address', 'version'),
            fc.oneof(fc.string({ maxLength: 60 }), fc.integer(), fc.jsonValue({ maxDepth: 2 })),
          ),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      },
      { requiredKeys: ['type'] },
    ),
    fc.jsonValue({ maxDepth: 3 }),
  )

/**
 * The secure site's side of the frame protocol: what comes from the page passes
 * validateAppEvent before frame-app answers it, and what the frame sends passes
 * validateFrameEvent before it is posted. Neither check may throw, and each either accepts an
 * event its union validator accepts or names the failing field.
 */
function checkVerdict(
  verdict: ReturnType<typeof validateAppEvent> | ReturnType<typeof validateFrameEvent>,
  unionCheck: (value: unknown) => boolean,
  input: unknown,
) {
  const what = JSON.stringify(input).slice(0, 300)
  if (verdict.valid) {
    expect(unionCheck(verdict.event), what).toBe(true)
    return
  }
  expect(verdict.issues.length, what).toBeGreaterThan(0)
  for (const issue of verdict.issues) {
    expect(issue.path, what).toMatch(/^\//)
    expect(issue.message, what).not.toBe('')
  }
}

describe('fuzz: secure-frame events in both directions', () => {
  it('page to frame: every app event is accepted whole or refused naming the field', async () => {
    const counts = await fuzzTarget(
      'secure-frame app events',
      eventArbitrary(appTypes),
      (event) => {
        checkVerdict(validateAppEvent(event), (value) => validators.AppEvent.check(value), event)
        return Promise.resolve()
      },
    )
    expect(counts).toMatchObject({ crashes: 0, hangs: 0 })
  })

  it('frame to page: every frame event is accepted whole or refused naming the field', async () => {
    const counts = await fuzzTarget(
      'secure-frame frame events',
      eventArbitrary(frameTypes),
      (event) => {
        checkVerdict(
          validateFrameEvent(event),
          (value) => validators.FrameEvent.check(value),
          event,
        )
        return Promise.resolve()
      },
    )
    expect(counts).toMatchObject({ crashes: 0, hangs: 0 })
  })
})
