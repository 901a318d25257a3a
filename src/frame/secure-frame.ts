import { frameEvents } from '../../generated/frame-messages/events.js'
import type { AppEvent, FrameEvent } from '../../generated/frame-messages/types.js'
import {
  FRAME_READY_PAUSE_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
} from '../core/constants.js'
import { createStore } from '../core/store.js'
import { createCorrelationId } from './correlation-id.js'
import { FRAME_ERRORS, type FrameTimeoutEvent } from './frame-errors.js'
import { validateAppEvent, validateFrameEvent } from './frame-event-validation.js'
import type { FrameLogger } from './frame-logger.js'
import { abortError, errorOf, isSuccessPayload, payloadOf } from './frame-replies.js'
import {
  isTimedRequest,
  type AppRequestType,
  type PayloadArgs,
  type WireNameOf,
  type SuccessPayloadOf,
} from './frame-protocol.js'
import type { FrameTransport } from './frame-transport.js'

/** loading: waiting for FRAME_READY; ready: pausing, then running the init hook. */
export type SecureFrameStatus = 'loading' | 'ready' | 'initialized' | 'failed'

export interface SecureFrameState {
  status: SecureFrameStatus
  /** The frame build, from FRAME_READY when the frame says it. */
  version: string | undefined
  error: string | undefined
}

export interface FrameRequester {
  request: <T extends AppRequestType>(
    type: T,
    ...payload: PayloadArgs<T>
  ) => Promise<SuccessPayloadOf<T>>
}

export interface SecureFrameDeps {
  transport: FrameTransport
  /**
   * Runs once, 500 ms after FRAME_READY: sync app data and theme, fetch the smart-account-enabled
   * networks. Its requests go out at once; every other request waits until it has resolved. If it
   * throws, the frame fails and every request rejects with that error.
   */
  onReady: (frame: FrameRequester) => Promise<void>
  onTimeout?: (event: FrameTimeoutEvent) => void
  logger?: FrameLogger
  /** The spec's 20 s and 120 s; a test or the devnet playground may shorten them. */
  timeouts?: FrameTimeouts
}

/** How long the page waits for the frame: its ready message, and a timed request's reply. */
export interface FrameTimeouts {
  readyMs?: number
  requestMs?: number
}

/** Which status lets a queued request out: the init hook's need only ready, the rest initialized. */
type Gate = 'ready' | 'initialized'

interface PendingRequest {
  readonly event: AppEvent
  readonly gate: Gate
  sent: boolean
  readonly timer: ReturnType<typeof setTimeout> | undefined
  /** Settles on this request's own success or error reply; returns false for any other type. */
  readonly settle: (reply: FrameEvent) => boolean
  readonly reject: (error: Error) => void
}

type Reply = Exclude<
  FrameEvent,
  {
    type:
      | WireNameOf<'FRAME_READY'>
      | WireNameOf<'FRAME_SESSION_UPDATE'>
      | WireNameOf<'FRAME_SESSION_ENDED'>
      | WireNameOf<'FRAME_PASSKEY_SIGNED_IN'>
  }
>

const toError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error))

/** The page side of the secure frame protocol: lifecycle, correlation, validation and timeouts. */
export function createSecureFrame(deps: SecureFrameDeps) {
  const { transport, onReady, onTimeout, logger = console } = deps
  const readyTimeoutMs = deps.timeouts?.readyMs ?? FRAME_READY_TIMEOUT_MS
  const requestTimeoutMs = deps.timeouts?.requestMs ?? FRAME_REQUEST_TIMEOUT_MS
  const store = createStore<SecureFrameState>({
    status: 'loading',
    version: undefined,
    error: undefined,
  })
  const pending = new Map<string, PendingRequest>()
  const sessionListeners = new Set<(token: string) => void>()
  const sessionEndedListeners = new Set<(message: string) => void>()
  let failure: Error | undefined
  let pauseTimer: ReturnType<typeof setTimeout> | undefined

  const isOpen = (gate: Gate): boolean => {
    const { status } = store.getState()
    return status === 'initialized' || (status === 'ready' && gate === 'ready')
  }

  const remove = (id: string): PendingRequest | undefined => {
    const entry = pending.get(id)
    pending.delete(id)
    clearTimeout(entry?.timer)
    return entry
  }

  const rejectRequest = (id: string, error: Error): void => {
    remove(id)?.reject(error)
  }

  const post = (id: string, entry: PendingRequest): void => {
    try {
      transport.post(entry.event)
      entry.sent = true
    } catch (error) {
      rejectRequest(id, toError(error))
    }
  }

  const flush = (): void => {
    for (const [id, entry] of [...pending]) if (!entry.sent && isOpen(entry.gate)) post(id, entry)
  }

  /** Aborts matching requests, except a Farcaster URI request, which stays pending (STATE-28). */
  const abortPending = (shouldAbort: (event: AppEvent) => boolean): number => {
    let aborted = 0
    for (const [id, { event }] of [...pending]) {
      if (event.type === frameEvents.wire.APP_GET_FARCASTER_URI || !shouldAbort(event)) continue
      rejectRequest(id, abortError(event))
      aborted += 1
    }
    return aborted
  }

  const abort = (): void => {
    abortPending(() => true)
  }

  const fail = (error: Error): void => {
    failure = error
    store.setState({ status: 'failed', error: error.message })
    for (const id of [...pending.keys()]) rejectRequest(id, error)
  }

  const send = <T extends AppRequestType>(
    gate: Gate,
    type: T,
    payload: PayloadArgs<T>,
  ): Promise<SuccessPayloadOf<T>> => {
    if (failure !== undefined) return Promise.reject(failure)
    const id = createCorrelationId()
    const wire = frameEvents.wire[type]
    const checked = validateAppEvent(
      payload.length === 0 ? { type: wire, id } : { type: wire, id, payload: payload[0] },
    )
    if (!checked.valid) {
      logger.warn('Invalid app event not sent', { type: wire, issues: checked.issues })
      return Promise.reject(new Error(`Invalid app event: ${type}`))
    }
    const { event } = checked
    return new Promise((resolve, reject) => {
      const settle = (reply: FrameEvent): boolean => {
        const replyPayload = payloadOf(reply)
        if (isSuccessPayload(type, reply, replyPayload)) {
          remove(id)
          resolve(replyPayload)
          return true
        }
        if (reply.type !== frameEvents.wire[frameEvents.replies[type].error]) return false
        remove(id)
        reject(errorOf(reply))
        return true
      }
      const timer = isTimedRequest(type)
        ? setTimeout(() => {
            onTimeout?.('iframe_request_timeout')
            rejectRequest(id, abortError(event))
          }, requestTimeoutMs)
        : undefined
      const entry: PendingRequest = { event, gate, sent: false, timer, settle, reject }
      pending.set(id, entry)
      if (isOpen(gate)) post(id, entry)
    })
  }

  const request: FrameRequester['request'] = (type, ...payload) =>
    send('initialized', type, payload)
  const initRequester: FrameRequester = {
    request: (type, ...payload) => send('ready', type, payload),
  }

  const initialize = async (): Promise<void> => {
    try {
      await onReady(initRequester)
    } catch (error) {
      logger.warn('Secure frame initialization failed', { error })
      fail(toError(error))
      return
    }
    store.setState({ status: 'initialized' })
    flush()
  }

  // ERR-03: the pending requests are aborted; the frame then counts as failed to load, so what
  // is asked later fails at once with the load error instead of waiting for a ready that is late.
  const readyTimer = setTimeout(() => {
    onTimeout?.('iframe_load_failed')
    abort()
    fail(new Error(FRAME_ERRORS.loadFailed))
  }, readyTimeoutMs)

  /**
   * A second FRAME_READY means the frame's page loaded again (reloaded or navigated): the
   * requests it had been sent are gone with the old page, so they end now with the spec's abort
   * error instead of waiting out their timeout, and the frame is initialized again (app data and
   * theme are the page's, not the frame's) before the next request goes out.
   */
  const handleReloaded = (): void => {
    clearTimeout(pauseTimer)
    for (const [id, entry] of [...pending]) {
      if (entry.sent) rejectRequest(id, abortError(entry.event))
    }
  }

  const handleReady = (version: string | undefined): void => {
    const { status } = store.getState()
    if (status === 'failed') return
    if (status !== 'loading') handleReloaded()
    clearTimeout(readyTimer)
    store.setState({ status: 'ready', version })
    pauseTimer = setTimeout(() => void initialize(), FRAME_READY_PAUSE_MS)
  }

  const handleReply = (reply: Reply): void => {
    const entry = pending.get(reply.id)
    if (entry === undefined || !entry.sent) return
    if (!entry.settle(reply)) {
      logger.warn('Frame reply does not answer its request', {
        request: entry.event.type,
        reply: reply.type,
      })
    }
  }

  const handleMessage = (data: unknown): void => {
    const checked = validateFrameEvent(data)
    if (!checked.valid) {
      logger.warn('Invalid frame event dropped', { type: checked.type, issues: checked.issues })
      return
    }
    const { event } = checked
    if (event.type === frameEvents.wire.FRAME_READY) handleReady(event.payload?.version)
    else if (event.type === frameEvents.wire.FRAME_SESSION_UPDATE) {
      for (const listener of [...sessionListeners]) listener(event.payload.token)
    } else if (event.type === frameEvents.wire.FRAME_SESSION_ENDED) {
      for (const listener of [...sessionEndedListeners]) listener(event.payload.message)
    } else if (event.type === frameEvents.wire.FRAME_PASSKEY_SIGNED_IN) {
      // The site's visible sign-in page announces a passkey sign-in, never the hidden frame.
      logger.warn("Frame event not the hidden frame's to send dropped", { type: event.type })
    } else handleReply(event)
  }

  const unsubscribes = [
    transport.onMessage(handleMessage),
    transport.onLoadError((error) => {
      if (store.getState().status === 'loading') fail(error)
    }),
  ]

  const onSessionUpdate = (listener: (token: string) => void): (() => void) => {
    sessionListeners.add(listener)
    return () => sessionListeners.delete(listener)
  }

  /** Stops listening and rejects everything pending; later requests reject too. */
  const destroy = (): void => {
    clearTimeout(readyTimer)
    clearTimeout(pauseTimer)
    for (const unsubscribe of unsubscribes) unsubscribe()
    sessionListeners.clear()
    sessionEndedListeners.clear()
    fail(new Error(FRAME_ERRORS.iframeNotSet))
  }

  /** The frame's session was ended elsewhere (from Account): the frame signs nothing more. */
  const onSessionEnded = (listener: (message: string) => void): (() => void) => {
    sessionEndedListeners.add(listener)
    return () => sessionEndedListeners.delete(listener)
  }

  return { store, request, abort, abortPending, onSessionUpdate, onSessionEnded, destroy }
}

export type SecureFrame = ReturnType<typeof createSecureFrame>
