import { frameEvents } from '../../../generated/frame-messages/events.js'
import type { AppEvent } from '../../../generated/frame-messages/types.js'
import type { AppRequestType } from '../../../src/frame/frame-protocol.js'
import type { FrameTransport, MessageListener } from '../../../src/frame/frame-transport.js'

export const FAKE_FRAME_ORIGIN = 'https://secure.portico.test'

/** Answers a request the frame side received: a reply to post, or undefined to stay silent. */
export type AutoReply = (event: AppEvent) => unknown

/** The readable name of a request the page posted (its `type` is the wire name). */
export const requestName = (event: AppEvent): AppRequestType => frameEvents.names[event.type]

/** The wire name of a request's success or error reply. */
export const replyType = (event: AppEvent, outcome: 'success' | 'error') =>
  frameEvents.wire[frameEvents.replies[requestName(event)][outcome]]

/**
 * An in-memory page/frame pair. Like postMessage, every message is structured-cloned and arrives
 * in a later task (setTimeout 0), so tests advance fake timers to deliver it.
 */
export function createFakeFrameTransport() {
  const listeners = new Set<MessageListener>()
  const loadErrorListeners = new Set<(error: Error) => void>()
  const sent: AppEvent[] = []
  let autoReply: AutoReply | undefined

  const emit = (data: unknown): void => {
    const copy = structuredClone(data)
    setTimeout(() => {
      for (const listener of [...listeners]) listener(copy, FAKE_FRAME_ORIGIN)
    }, 0)
  }

  const transport: FrameTransport = {
    post: (message) => {
      sent.push(structuredClone(message))
      const reply = autoReply?.(message)
      if (reply !== undefined) emit(reply)
    },
    onMessage: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onLoadError: (listener) => {
      loadErrorListeners.add(listener)
      return () => loadErrorListeners.delete(listener)
    },
  }

  const lastSent = (type: AppRequestType): AppEvent => {
    const event = sent.findLast((candidate) => requestName(candidate) === type)
    if (event === undefined) throw new Error(`${type} was not sent`)
    return event
  }

  return {
    transport,
    /** Every event the page posted, in order. */
    sent,
    /** The readable names of the events posted, in order. */
    sentTypes: () => sent.map(requestName),
    lastSent,
    /** Posts raw data from the frame to the page, valid or not. */
    emit,
    ready: (version = '1.0.0') => {
      emit({ type: frameEvents.wire.FRAME_READY, payload: { version } })
    },
    succeed: (request: AppEvent, payload?: unknown) => {
      const type = replyType(request, 'success')
      emit(payload === undefined ? { type, id: request.id } : { type, id: request.id, payload })
    },
    fail: (request: AppEvent, payload: unknown = {}) => {
      emit({ type: replyType(request, 'error'), id: request.id, payload })
    },
    setAutoReply: (reply: AutoReply | undefined) => {
      autoReply = reply
    },
    failLoad: (error = new Error('load failed')) => {
      for (const listener of [...loadErrorListeners]) listener(error)
    },
  }
}

/** Replies to the init hook's three requests with valid successes. */
export const initReplies: AutoReply = (event) => {
  const name = requestName(event)
  if (name === 'APP_SYNC_DAPP_DATA' || name === 'APP_SYNC_THEME') {
    return { type: replyType(event, 'success'), id: event.id }
  }
  if (name === 'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS') {
    return {
      type: frameEvents.wire.FRAME_GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS,
      id: event.id,
      payload: { smartAccountEnabledNetworks: [1, 8453] },
    }
  }
  return undefined
}
