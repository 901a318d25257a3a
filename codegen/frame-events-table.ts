import { isRecord } from '../src/utils/is-record.js'

export interface FrameEventsTable {
  /** Page-to-frame requests (APP_*), by readable name, in spec order. */
  requests: string[]
  /** Each request's replies, by readable name. */
  replies: Record<string, { success: string; error: string }>
  /** Frame events that answer no request (FRAME_READY, FRAME_SESSION_UPDATE), by readable name. */
  unsolicited: string[]
  /** Readable name ($defs key) -> the name on the wire (the definition's `type` const). */
  wire: Record<string, string>
  /** Wire name -> readable name: what a received event's `type` is looked up by. */
  names: Record<string, string>
}

/** The `type` const of an event definition: the name the event carries on the wire. */
function wireNameOf(definition: unknown, name: string, source: string): string {
  const properties = isRecord(definition) ? definition.properties : undefined
  const type = isRecord(properties) ? properties.type : undefined
  const wire = isRecord(type) ? type.const : undefined
  if (typeof wire !== 'string') throw new Error(`${source}: ${name} has no string type const`)
  return wire
}

/**
 * Derives requests (other $defs, such as shared parts, are not events) and their replies from the
 * $defs names (APP_X -> FRAME_X_SUCCESS, FRAME_X_ERROR), and each event's wire name from its
 * `type` const.
 */
export function frameEventsTable(
  definitions: Record<string, unknown>,
  source: string,
): FrameEventsTable {
  const events = Object.keys(definitions).filter((name) => /^(APP|FRAME)_[A-Z0-9_]+$/.test(name))
  const requests = events.filter((name) => name.startsWith('APP_'))
  const replies: FrameEventsTable['replies'] = {}
  for (const request of requests) {
    const base = `FRAME_${request.slice('APP_'.length)}`
    const reply = { success: `${base}_SUCCESS`, error: `${base}_ERROR` }
    for (const name of Object.values(reply)) {
      if (!events.includes(name)) throw new Error(`${source}: ${request} has no ${name}`)
    }
    replies[request] = reply
  }
  const answering = new Set(
    Object.values(replies).flatMap(({ success, error }) => [success, error]),
  )
  const unsolicited = events.filter((name) => name.startsWith('FRAME_') && !answering.has(name))
  const wire: Record<string, string> = {}
  const names: Record<string, string> = {}
  for (const name of events) {
    const onWire = wireNameOf(definitions[name], name, source)
    if (Object.hasOwn(names, onWire)) throw new Error(`${source}: ${onWire} names two events`)
    wire[name] = onWire
    names[onWire] = name
  }
  return { requests, replies, unsolicited, wire, names }
}
