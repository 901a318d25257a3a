import type { components as ProjectApi } from '../../generated/project-api/types.js'
import { isTrackEvent } from '../../generated/project-api/checks/TrackEvent.js'
import type { AnalyticsClient } from '../clients/analytics-client.js'
import { ANALYTICS_FLUSH, ERROR_REPORTING_LIMIT } from '../core/constants.js'
import { wrapSdkError } from '../core/errors.js'
import { createStore } from '../core/store.js'

/** One analytics event (ENT-33). */
export type TrackEvent = ProjectApi['schemas']['TrackEvent']

export interface TrackInput {
  event: string
  /** Defaults to the connected address. */
  address?: string
  properties?: Record<string, unknown>
}

/** What every event carries unless it names its own: the connected address and active network. */
export interface EventContext {
  address?: string
  caipNetworkId?: string
}

export interface EventsDeps {
  analytics: Pick<AnalyticsClient, 'sendBatch' | 'sendError'>
  /**
   * The project's analytics switch (and the app's analytics feature); read on every event.
   * Undefined while the switch is on its way: events wait in the queue until it lands.
   */
  isAnalyticsEnabled: () => boolean | undefined
  pageUrl: () => string
  context: () => EventContext
  /** Registers a listener for the page being hidden; returns the unregister function. */
  onPageHide: (listener: () => void) => () => void
}

/** The analytics events' state, for the app's subscribers. */
export interface EventsState {
  /** The latest tracked event, for the app's event subscribers; set even with analytics off. */
  lastEvent: TrackEvent | undefined
}

export const SDK_ERROR_EVENT = 'SDK_ERROR'

type EventType = 'track' | 'error'

/** The JSON of an empty batch ('[]') less the comma the first event does not need. */
const EMPTY_BATCH_BYTES = 1

const encoder = new TextEncoder()

interface PreparedEvent {
  event: TrackEvent
  json: string
}

interface QueuedEvent {
  event: TrackEvent
  /** Its share of the batch's JSON: the event and one comma. */
  bytes: number
}

/**
 * The event as it will be sent: through JSON (undefined fields dropped), then checked against the
 * contract. An event that cannot be serialised or breaks the contract is dropped here, so it never
 * makes the analytics client refuse a whole batch.
 */
function prepare(event: TrackEvent): PreparedEvent | undefined {
  let json: string
  try {
    json = JSON.stringify(event)
  } catch {
    return undefined
  }
  const sent: unknown = JSON.parse(json)
  return isTrackEvent(sent) ? { event: sent, json } : undefined
}

export function createEvents(deps: EventsDeps) {
  const store = createStore<EventsState>({ lastEvent: undefined })
  let queue: QueuedEvent[] = []
  let queuedBytes = EMPTY_BATCH_BYTES
  let lastFlushAt = Date.now()
  let reportTimes: number[] = []

  const build = (type: EventType, input: TrackInput): TrackEvent => {
    const context = deps.context()
    const url = deps.pageUrl()
    return {
      eventId: globalThis.crypto.randomUUID(),
      url,
      domain: new URL(url).hostname,
      timestamp: Date.now(),
      props: {
        type,
        event: input.event,
        address: input.address ?? context.address,
        properties: { caipNetworkId: context.caipNetworkId, ...input.properties },
      },
    }
  }

  /**
   * Puts a batch that did not go out back in front of the queue, so the next flush sends it once;
   * the oldest events go first when that would grow the queue over the 45 KB cap (CONST-16), so
   * analytics never grows without bound while the sink is down.
   */
  const requeue = (batch: QueuedEvent[]): void => {
    queue = [...batch, ...queue]
    queuedBytes = queue.reduce((total, queued) => total + queued.bytes, EMPTY_BATCH_BYTES)
    while (queuedBytes > ANALYTICS_FLUSH.maxQueueBytes && queue.length > 0)
      queuedBytes -= queue.shift()?.bytes ?? 0
  }

  /**
   * Sends the queued events as one batch: a fetch while the page is open, whose failure puts the
   * batch back for the next flush; a beacon on page hide, the one send that survives the page.
   */
  const send = async (pageHidden: boolean): Promise<void> => {
    const enabled = deps.isAnalyticsEnabled()
    if (enabled === undefined) return
    const batch = queue
    queue = []
    queuedBytes = EMPTY_BATCH_BYTES
    if (batch.length === 0 || !enabled) return
    const sent = await deps.analytics
      .sendBatch(
        batch.map((queued) => queued.event),
        { beacon: pageHidden },
      )
      .catch(() => false)
    if (!sent) requeue(batch)
  }

  let sending: Promise<void> | undefined
  /** One send at a time, so a refused batch is back in front before the next batch is taken. */
  const flush = (pageHidden = false): Promise<void> => {
    lastFlushAt = Date.now()
    const next = sending ? sending.then(() => send(pageHidden)) : send(pageHidden)
    const current: Promise<void> = next.finally(() => {
      if (sending === current) sending = undefined
    })
    sending = current
    return current
  }

  const isDue = (): boolean =>
    queuedBytes > ANALYTICS_FLUSH.maxQueueBytes ||
    Date.now() - lastFlushAt >= ANALYTICS_FLUSH.maxAgeMs

  /** Buffers the event; the queue goes out when full, when due, on the timer or on page hide. */
  const track = (input: TrackInput): void => {
    const prepared = prepare(build('track', input))
    if (!prepared) return
    store.setState({ lastEvent: prepared.event })
    const enabled = deps.isAnalyticsEnabled()
    if (enabled === false) return
    // While the switch is unknown the queue only waits, so it is capped rather than flushed.
    if (enabled === undefined && queuedBytes > ANALYTICS_FLUSH.maxQueueBytes) return
    const bytes = encoder.encode(prepared.json).length + 1
    queue.push({ event: prepared.event, bytes })
    queuedBytes += bytes
    if (isDue()) void flush()
  }

  const canReport = (now: number): boolean => {
    reportTimes = reportTimes.filter((time) => now - time < ERROR_REPORTING_LIMIT.windowMs)
    return reportTimes.length < ERROR_REPORTING_LIMIT.maxReports
  }

  /**
   * Wraps the error as an SdkError (INTERNAL_SDK_ERROR unless it has a category) and sends it to
   * error analytics, at most 5 times a minute. Resolves whether it was sent; never rejects.
   */
  const reportError = async (error: unknown): Promise<boolean> => {
    const { category, message } = wrapSdkError(error)
    const now = Date.now()
    if (deps.isAnalyticsEnabled() !== true || !canReport(now)) return false
    const properties = { errorType: category, errorMessage: message }
    const prepared = prepare(build('error', { event: SDK_ERROR_EVENT, properties }))
    if (!prepared) return false
    reportTimes.push(now)
    try {
      await deps.analytics.sendError(prepared.event)
      return true
    } catch {
      return false
    }
  }

  const timer = setInterval(() => {
    void flush()
  }, ANALYTICS_FLUSH.intervalMs)
  const stopListening = deps.onPageHide(() => {
    void flush(true)
  })

  /** Stops the timer and the page-hide listener, sending what is still queued. */
  const dispose = (): Promise<void> => {
    clearInterval(timer)
    stopListening()
    return flush()
  }

  return { store, track, flush: () => flush(), reportError, dispose }
}

export type Events = ReturnType<typeof createEvents>

interface ListenerTarget {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

export interface PageHideTargets {
  document: ListenerTarget & { readonly visibilityState: string }
  window: ListenerTarget
}

/**
 * The browser's page-hide signals for EventsDeps.onPageHide: the tab becoming hidden (the last
 * moment mobile browsers reliably run code) and pagehide (navigation, bfcache).
 */
export function listenForPageHide(targets: PageHideTargets, listener: () => void): () => void {
  const onVisibilityChange = (): void => {
    if (targets.document.visibilityState === 'hidden') listener()
  }
  targets.document.addEventListener('visibilitychange', onVisibilityChange)
  targets.window.addEventListener('pagehide', listener)
  return () => {
    targets.document.removeEventListener('visibilitychange', onVisibilityChange)
    targets.window.removeEventListener('pagehide', listener)
  }
}
