import { frameEvents } from '../../generated/frame-messages/events.js'
import type { AppEvent, FrameEvent } from '../../generated/frame-messages/types.js'
import { validators } from '../../generated/frame-messages/validators.js'
import type { ValidationIssue, Validator } from '../../generated/validator-runtime.js'

export type ValidatedEvent<Event> =
  | { readonly valid: true; readonly event: Event }
  | { readonly valid: false; readonly type: string | undefined; readonly issues: ValidationIssue[] }

type FrameEventName =
  | (typeof frameEvents.replies)[keyof typeof frameEvents.replies]['success' | 'error']
  | (typeof frameEvents.unsolicited)[number]
type AppEventName = (typeof frameEvents.requests)[number]

const FRAME_EVENT_NAMES: readonly FrameEventName[] = [
  ...Object.values(frameEvents.replies).flatMap(({ success, error }) => [success, error]),
  ...frameEvents.unsolicited,
]
const APP_EVENT_NAMES: readonly AppEventName[] = frameEvents.requests

/** Wire name -> readable name, per direction: a frame event's name is no app event's. */
const byWireName = <Name extends keyof typeof frameEvents.wire>(
  names: readonly Name[],
): ReadonlyMap<string, Name> => new Map(names.map((name) => [frameEvents.wire[name], name]))

const frameEventNames = byWireName(FRAME_EVENT_NAMES)
const appEventNames = byWireName(APP_EVENT_NAMES)

function typeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined
  return typeof data.type === 'string' ? data.type : undefined
}

const unknownType = (type: string | undefined, direction: string): ValidatedEvent<never> => ({
  valid: false,
  type,
  issues: [{ path: '/type', message: `is not ${direction} event type` }],
})

/**
 * Checks an event against the $def of its own type first, whose error paths name the wrong field,
 * then against the union (FrameEvent, AppEvent) the rest of the code is typed against.
 */
function validateEvent<E>(
  data: unknown,
  names: ReadonlyMap<string, FrameEventName | AppEventName>,
  direction: string,
  union: Validator<E>,
): ValidatedEvent<E> {
  const type = typeOf(data)
  const name = type === undefined ? undefined : names.get(type)
  if (name === undefined) return unknownType(type, direction)
  const issues = validators[name].errors(data)
  if (issues.length > 0) return { valid: false, type, issues }
  if (!union.check(data)) return { valid: false, type, issues: union.errors(data) }
  return { valid: true, event: data }
}

/** An event from the frame, as the page receives it. */
export const validateFrameEvent = (data: unknown): ValidatedEvent<FrameEvent> =>
  validateEvent(data, frameEventNames, 'a frame', validators.FrameEvent)

/** An event the page sends (and the secure site receives). */
export const validateAppEvent = (data: unknown): ValidatedEvent<AppEvent> =>
  validateEvent(data, appEventNames, 'an app', validators.AppEvent)
