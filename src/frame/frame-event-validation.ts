import { frameEvents } from '../../generated/frame-messages/events.js'
import type { AppEvent, FrameEvent } from '../../generated/frame-messages/types.js'
import { validators } from '../../generated/frame-messages/validators.js'
import type { ValidationIssue } from '../../generated/validator-runtime.js'

export type ValidatedEvent<Event> =
  | { readonly valid: true; readonly event: Event }
  | { readonly valid: false; readonly type: string | undefined; readonly issues: ValidationIssue[] }

const FRAME_EVENT_TYPES: readonly FrameEvent['type'][] = [
  ...Object.values(frameEvents.replies).flatMap(({ success, error }) => [success, error]),
  ...frameEvents.unsolicited,
]
const APP_EVENT_TYPES: readonly AppEvent['type'][] = frameEvents.requests

const frameEventTypes: ReadonlySet<string> = new Set(FRAME_EVENT_TYPES)
const appEventTypes: ReadonlySet<string> = new Set(APP_EVENT_TYPES)

const isFrameEventType = (type: string): type is FrameEvent['type'] => frameEventTypes.has(type)
const isAppEventType = (type: string): type is AppEvent['type'] => appEventTypes.has(type)

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
  if (type === undefined || !isFrameEventType(type)) return unknownType(type, 'a frame')
  const issues = validators[type].errors(data)
  if (issues.length > 0) return { valid: false, type, issues }
  if (!validators.FrameEvent.check(data)) {
    return { valid: false, type, issues: validators.FrameEvent.errors(data) }
  }
  return { valid: true, event: data }
}

/** The same two checks for an event the page is about to send. */
export function validateAppEvent(data: unknown): ValidatedEvent<AppEvent> {
  const type = typeOf(data)
  if (type === undefined || !isAppEventType(type)) return unknownType(type, 'an app')
  const issues = validators[type].errors(data)
  if (issues.length > 0) return { valid: false, type, issues }
  if (!validators.AppEvent.check(data)) {
    return { valid: false, type, issues: validators.AppEvent.errors(data) }
  }
  return { valid: true, event: data }
}
