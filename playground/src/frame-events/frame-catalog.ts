import { frameEvents, frameMessages, validators } from '../../../generated/frame-messages/index.js'
import type { Validator } from '../../../generated/validator-runtime.js'
import { isRecord } from '../../../src/utils/is-record.js'

export interface FrameEventGroup {
  title: string
  types: readonly string[]
}

/** Every event of specs/frame-messages.json, by direction, from the generated event lists. */
export const frameEventGroups: readonly FrameEventGroup[] = [
  { title: 'App → frame requests', types: frameEvents.requests },
  {
    title: 'Frame → app replies',
    types: Object.values(frameEvents.replies).flatMap((reply) => [reply.success, reply.error]),
  },
  { title: 'Frame → app, unasked', types: frameEvents.unsolicited },
]

const requestTypes: ReadonlySet<string> = new Set(frameEvents.requests)
const byName: Readonly<Record<string, Validator<unknown>>> = validators
const definitions: unknown = frameMessages.$defs

const successTypes: ReadonlySet<string> = new Set(
  Object.values(frameEvents.replies).map((reply) => reply.success),
)
const errorTypes: ReadonlySet<string> = new Set(
  Object.values(frameEvents.replies).map((reply) => reply.error),
)

export type FrameEventKind = 'request' | 'success reply' | 'error reply' | 'event'

const readableNames: Readonly<Record<string, string>> = frameEvents.names

/** The readable name of a wire name (`@w3m-frame/READY` is FRAME_READY); others as they are. */
const readableName = (type: string): string =>
  Object.hasOwn(readableNames, type) ? (readableNames[type] ?? type) : type

/**
 * What an event is in the exchange, read from the generated events table (names may change);
 * the log holds wire names, the table readable ones.
 */
export const frameEventKind = (wireOrReadable: string): FrameEventKind => {
  const type = readableName(wireOrReadable)
  return requestTypes.has(type)
    ? 'request'
    : successTypes.has(type)
      ? 'success reply'
      : errorTypes.has(type)
        ? 'error reply'
        : 'event'
}

/** Whether the page sends this event (the others come from the frame). */
export const isRequestType = (type: string): boolean => requestTypes.has(type)

export const frameEventValidator = (type: string): Validator<unknown> | undefined =>
  Object.hasOwn(byName, type) ? byName[type] : undefined

/** The schema's description of one event. */
export function frameEventDescription(type: string): string {
  const definition = isRecord(definitions) ? definitions[type] : undefined
  return isRecord(definition) && typeof definition.description === 'string'
    ? definition.description
    : ''
}
