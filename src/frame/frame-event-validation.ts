import { frameEvents } from '../../generated/frame-messages/events.js'
import type { AppEvent, FrameEvent } from '../../generated/frame-messages/types.js'
import { validators } from '../../generated/frame-messages/validators.js'
import type { ValidationIssue } from '../../generated/validator-runtime.js'

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
 * Checks an event from the frame against the $def of its own type first, whose error paths name
 * the wrong field, then against FrameEvent, the union the rest of the page is typed against.
 */
export function validateFrameEvent(data: unknown): ValidatedEvent<FrameEvent> {
  const type = typeOf(data)
  const name = type === undefined ? undefined : frameEventNames.get(type)
  if (name === undefined) return unknownType(type, 'a frame')
  const issues = validators[name].errors(data)
  if (issues.length > 0) return { valid: false, type, issues }
  if (!validators.FrameEvent.check(data)) {
    return { valid: false, type, issues: validators.FrameEvent.errors(data) }
  }
  return { valid: true, event: data }
}

/** The same two checks for an event the page sends (and the secure site receives). */
export function validateAppEvent(data: unknown): ValidatedEvent<AppEvent> {
  const type = typeOf(data)
  const name = type === undefined ? undefined : appEventNames.get(type)
  if (name === undefined) return unknownType(type, 'an app')
  const issues = validators[name].errors(data)
  if (issues.length > 0) return { valid: false, type, issues }
  if (!validators.AppEvent.check(data)) {
    return { valid: false, type, issues: validators.AppEvent.errors(data) }
  }
  return { valid: true, event: data }
}
