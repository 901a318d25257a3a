import { mkdirSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { components } from '../../generated/project-api/index.js'

type TrackEvent = components['schemas']['TrackEvent']

export interface ReceivedEvent {
  /** 'error' for POST /e, 'batch' for the POST /batch beacon. */
  source: 'error' | 'batch'
  projectId: string
  receivedAt: string
  event: TrackEvent
}

/** How many event ids the sink remembers to drop a repeat (the oldest are forgotten first). */
const REMEMBERED_IDS = 10_000

/**
 * Keeps every analytics event it receives in memory (newest last) and appends each to a JSON
 * Lines file, a history that clearing the list leaves alone. An event whose id the project has
 * sent before is dropped: a batch sent again because the reply to the first send was lost (the
 * page cannot tell it was stored) is stored once, as a collector that deduplicates would.
 */
export function createAnalyticsSink(file: string, log: (line: string) => void) {
  const received: ReceivedEvent[] = []
  const seen = new Set<string>()
  const isNew = (projectId: string, event: TrackEvent): boolean => {
    const key = `${projectId} ${event.eventId}`
    if (seen.has(key)) return false
    seen.add(key)
    if (seen.size > REMEMBERED_IDS) {
      const oldest = seen.values().next().value
      if (oldest !== undefined) seen.delete(oldest)
    }
    return true
  }
  let writes: Promise<void> = Promise.resolve()
  mkdirSync(dirname(file), { recursive: true })

  return {
    file,
    record: (source: ReceivedEvent['source'], projectId: string, events: TrackEvent[]): void => {
      const receivedAt = new Date().toISOString()
      const entries = events
        .filter((event) => isNew(projectId, event))
        .map((event) => ({ source, projectId, receivedAt, event }))
      if (entries.length === 0) return
      received.push(...entries)
      const lines = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('')
      // One write after another, so the file keeps the order the events arrived in.
      writes = writes
        .then(() => appendFile(file, lines))
        .catch((error: unknown) => {
          log(`analytics: cannot append to ${file}: ${String(error)}`)
        })
    },
    events: (): ReceivedEvent[] => [...received],
    clear: (): void => {
      received.length = 0
    },
    /** Resolves once every event received so far is in the file. */
    flush: (): Promise<void> => writes,
  }
}

export type AnalyticsSink = ReturnType<typeof createAnalyticsSink>
