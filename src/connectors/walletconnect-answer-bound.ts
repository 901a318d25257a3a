import {
  WalletAnswerLostError,
  type WalletAnswerLostReason,
} from '../core/wallet-answer-lost-error.js'
import { isRecord } from '../utils/is-record.js'

/** How long a request may still wait once the page is back and hears the relay again. */
export const DEFAULT_ANSWER_TIMEOUT_MS = 30_000

/** The sign client's own lifetime of a request (wc_sessionRequest's ttl, 5 minutes). */
export const REQUEST_EXPIRY_MS = 300_000

/** The sign client's code for a session the wallet deleted (its pending requests end with it). */
const SESSION_DELETED_CODE = 6000

/** Whether an answer the wallet sent would reach the page now, and when that may have changed. */
export interface ListeningSignal {
  /** True while the page is in view (visible, not frozen) and its relay socket is open. */
  listening: () => boolean
  /** Calls back whenever `listening` may have changed; returns the stop. */
  onChange: (listener: () => void) => () => void
}

export interface AnswerBoundOptions {
  answerTimeoutMs: number
  expiryMs: number
  signal: ListeningSignal
}

/**
 * The app's `answerTimeoutMs` as used: the default when it is not a positive number, and never
 * beyond the request's lifetime (a timer past 2^31 ms would fire at once).
 */
export const answerTimeoutOf = (ms: number | undefined): number =>
  ms !== undefined && Number.isFinite(ms) && ms > 0
    ? Math.min(ms, REQUEST_EXPIRY_MS)
    : DEFAULT_ANSWER_TIMEOUT_MS

interface Waiting {
  end: (reason: WalletAnswerLostReason) => void
  arm: () => void
  disarm: () => void
}

/** The sign client's own endings of a wait, as the error Portico gives. */
function ownEnding(error: unknown, method: string): unknown {
  if (!isRecord(error)) return error
  if (error.code === SESSION_DELETED_CODE) {
    return new WalletAnswerLostError('sessionEnded', { method, cause: error })
  }
  if (typeof error.message === 'string' && error.message.startsWith('Request expired')) {
    return new WalletAnswerLostError('expired', { method, cause: error })
  }
  return error
}

/**
 * The bound on a WalletConnect request's wait for the wallet's answer. A request ends with
 * WalletAnswerLostError when its lifetime (`expiryMs`) passes, when its session ends, or when the
 * page came back (into view, or to an open relay socket, after being away from either) and
 * `answerTimeoutMs` passed with no answer: an answer the wallet sent meanwhile was kept by the
 * relay and arrives within moments of the return. Leaving again (hidden, frozen, the socket
 * closed) stops that count until the next return: the visitor may be back in the wallet. Each
 * request settles once; an answer after the error is dropped without a word.
 */
export function createAnswerBound(options: AnswerBoundOptions) {
  const waiting = new Set<Waiting>()
  let listening = options.signal.listening()
  const stopSignal = options.signal.onChange(() => {
    const now = options.signal.listening()
    const returned = now && !listening
    listening = now
    for (const each of waiting) {
      if (!now) each.disarm()
      else if (returned) each.arm()
    }
  })

  const bound = async <T>(answer: Promise<T>, method: string): Promise<T> => {
    let settled = false
    let afterReturn: ReturnType<typeof setTimeout> | undefined
    let endWait: (error: WalletAnswerLostError) => void = () => undefined
    const ended = new Promise<never>((_resolve, reject) => {
      endWait = reject
    })
    const entry: Waiting = {
      end: (reason) => {
        if (!settled) endWait(new WalletAnswerLostError(reason, { method }))
      },
      arm: () => {
        afterReturn ??= setTimeout(() => {
          entry.end('notAfterReturn')
        }, options.answerTimeoutMs)
      },
      disarm: () => {
        clearTimeout(afterReturn)
        afterReturn = undefined
      },
    }
    const lifetime = setTimeout(() => {
      entry.end('expired')
    }, options.expiryMs)
    waiting.add(entry)
    try {
      return await Promise.race([answer, ended])
    } catch (error) {
      throw ownEnding(error, method)
    } finally {
      // Whichever came first, the other is dropped: a late answer settles nothing.
      settled = true
      clearTimeout(lifetime)
      entry.disarm()
      waiting.delete(entry)
    }
  }

  return {
    bound,
    /** The session ended here (disconnected, deleted): nothing waiting can be answered now. */
    endAll: (): void => {
      for (const each of [...waiting]) each.end('sessionEnded')
    },
    /** How many requests wait for their answer. */
    waiting: (): number => waiting.size,
    stop: (): void => {
      stopSignal()
    },
  }
}
