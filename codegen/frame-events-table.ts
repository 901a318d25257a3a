export interface FrameEventsTable {
  /** Page-to-frame requests (APP_*), in spec order. */
  requests: string[]
  /** Each request's replies. */
  replies: Record<string, { success: string; error: string }>
  /** Frame events that answer no request (FRAME_READY, FRAME_SESSION_UPDATE). */
  unsolicited: string[]
}

/** Derives requests (other $defs, such as shared parts, are not events) and their replies from the $defs names (APP_X -> FRAME_X_SUCCESS, FRAME_X_ERROR). */
export function frameEventsTable(definitionNames: string[], source: string): FrameEventsTable {
  const events = definitionNames.filter((name) => /^(APP|FRAME)_[A-Z0-9_]+$/.test(name))
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
  return { requests, replies, unsolicited }
}
