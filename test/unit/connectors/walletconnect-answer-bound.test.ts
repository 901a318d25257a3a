import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  answerTimeoutOf,
  createAnswerBound,
  DEFAULT_ANSWER_TIMEOUT_MS,
  REQUEST_EXPIRY_MS,
  type ListeningSignal,
} from '../../../src/connectors/walletconnect-answer-bound.js'
import {
  WALLET_ANSWER_LOST_MESSAGE,
  WalletAnswerLostError,
} from '../../../src/core/wallet-answer-lost-error.js'
import { PorticoError } from '../../../src/core/portico-error.js'

/** A page and relay whose listening the test turns on and off. */
function switchableSignal(initially: boolean) {
  let listening = initially
  const listeners = new Set<() => void>()
  const signal: ListeningSignal = {
    listening: () => listening,
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const set = (now: boolean): void => {
    listening = now
    for (const listener of listeners) listener()
  }
  return { signal, set, listeners }
}

/** An answer the test gives (or never gives). */
function answerLater<T>() {
  let give: (value: T) => void = () => undefined
  let fail: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((resolve, reject) => {
    give = resolve
    fail = reject
  })
  return { promise, give, fail }
}

/** The outcome of a bounded request, read without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: number } = { settled: 0 }
  promise.then(
    (value) => {
      seen.value = value
      seen.settled += 1
    },
    (error: unknown) => {
      seen.error = error
      seen.settled += 1
    },
  )
  return seen
}

const ANSWER_MS = 4_000

describe('a WalletConnect request bounded in its wait for the answer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const boundWith = (listening = true) => {
    const page = switchableSignal(listening)
    const bound = createAnswerBound({
      answerTimeoutMs: ANSWER_MS,
      expiryMs: REQUEST_EXPIRY_MS,
      signal: page.signal,
    })
    return { page, bound }
  }

  it("gives the wallet's answer and leaves no timer running", async () => {
    const { bound } = boundWith()
    const answer = answerLater<string>()
    const seen = watch(bound.bound(answer.promise, 'personal_sign'))
    answer.give('0xsigned')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toEqual({ value: '0xsigned', settled: 1 })
    expect(vi.getTimerCount()).toBe(0)
    expect(bound.waiting()).toBe(0)
  })

  it('while the page stays in view and connected, only the lifetime ends the wait: WalletAnswerLostError (expired)', async () => {
    const { bound } = boundWith()
    const seen = watch(bound.bound(answerLater<string>().promise, 'personal_sign'))
    await vi.advanceTimersByTimeAsync(REQUEST_EXPIRY_MS - 1)
    expect(seen.settled).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(seen.error).toBeInstanceOf(WalletAnswerLostError)
    expect(seen.error).toBeInstanceOf(PorticoError)
    expect(seen.error).toMatchObject({ reason: 'expired', message: WALLET_ANSWER_LOST_MESSAGE })
  })

  it('after a return (away, then back in view and connected) the wait ends answerTimeoutMs later with no answer', async () => {
    const { page, bound } = boundWith()
    const seen = watch(bound.bound(answerLater<string>().promise, 'eth_sendTransaction'))
    page.set(false)
    // Away in the wallet app: no count runs, however long.
    await vi.advanceTimersByTimeAsync(ANSWER_MS * 10)
    expect(seen.settled).toBe(0)
    page.set(true)
    await vi.advanceTimersByTimeAsync(ANSWER_MS - 1)
    expect(seen.settled).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(seen.error).toMatchObject({ name: 'WalletAnswerLostError', reason: 'notAfterReturn' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaving again stops the count, and the next return starts it afresh; an answer within it wins', async () => {
    const { page, bound } = boundWith()
    const answer = answerLater<string>()
    const seen = watch(bound.bound(answer.promise, 'personal_sign'))
    page.set(false)
    page.set(true)
    await vi.advanceTimersByTimeAsync(ANSWER_MS - 1000)
    page.set(false)
    await vi.advanceTimersByTimeAsync(ANSWER_MS * 2)
    page.set(true)
    await vi.advanceTimersByTimeAsync(ANSWER_MS - 1000)
    expect(seen.settled).toBe(0)
    answer.give('0xsigned')
    await vi.advanceTimersByTimeAsync(ANSWER_MS)
    expect(seen).toEqual({ value: '0xsigned', settled: 1 })
  })

  it('a signal that changes nothing (still in view) does not start the count', async () => {
    const { page, bound } = boundWith()
    const seen = watch(bound.bound(answerLater<string>().promise, 'personal_sign'))
    page.set(true)
    await vi.advanceTimersByTimeAsync(ANSWER_MS * 10)
    expect(seen.settled).toBe(0)
  })

  it('a request made while away is counted from the return', async () => {
    const { page, bound } = boundWith(false)
    const seen = watch(bound.bound(answerLater<string>().promise, 'personal_sign'))
    page.set(true)
    await vi.advanceTimersByTimeAsync(ANSWER_MS)
    expect(seen.error).toMatchObject({ reason: 'notAfterReturn' })
  })

  it('an answer after the error is dropped: the request settled once, nothing thrown', async () => {
    const { page, bound } = boundWith()
    const answer = answerLater<string>()
    const seen = watch(bound.bound(answer.promise, 'personal_sign'))
    page.set(false)
    page.set(true)
    await vi.advanceTimersByTimeAsync(ANSWER_MS)
    answer.give('0xlate')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.settled).toBe(1)
    expect(seen.value).toBeUndefined()
    expect(seen.error).toBeInstanceOf(WalletAnswerLostError)
  })

  it('the session ending ends every waiting request at once (sessionEnded); later ones wait anew', async () => {
    const { bound } = boundWith()
    const first = watch(bound.bound(answerLater<string>().promise, 'personal_sign'))
    const second = watch(bound.bound(answerLater<string>().promise, 'eth_sendTransaction'))
    bound.endAll()
    await vi.advanceTimersByTimeAsync(0)
    expect(first.error).toMatchObject({ reason: 'sessionEnded' })
    expect(second.error).toMatchObject({ reason: 'sessionEnded' })
    expect(vi.getTimerCount()).toBe(0)
    const next = answerLater<string>()
    const third = watch(bound.bound(next.promise, 'personal_sign'))
    next.give('0xsigned')
    await vi.advanceTimersByTimeAsync(0)
    expect(third.value).toBe('0xsigned')
  })

  it("the sign client's own endings become the error: its expiry, and the wallet's session delete (6000)", async () => {
    const { bound } = boundWith()
    const expired = answerLater<string>()
    const deleted = answerLater<string>()
    const first = watch(bound.bound(expired.promise, 'personal_sign'))
    const second = watch(bound.bound(deleted.promise, 'personal_sign'))
    const clientExpiry = new Error('Request expired. Please try again.')
    expired.fail(clientExpiry)
    deleted.fail({ message: 'User disconnected.', code: 6000 })
    await vi.advanceTimersByTimeAsync(0)
    expect(first.error).toMatchObject({ reason: 'expired', cause: clientExpiry })
    expect(second.error).toMatchObject({ reason: 'sessionEnded' })
  })

  it("passes the wallet's other errors on as they are (a refusal is mapped further up)", async () => {
    const { bound } = boundWith()
    const refusal = { code: 4001, message: 'User rejected.' }
    const answer = answerLater<string>()
    const seen = watch(bound.bound(answer.promise, 'personal_sign'))
    answer.fail(refusal)
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.error).toBe(refusal)
  })

  it('stop lets go of the signal', () => {
    const { page, bound } = boundWith()
    expect(page.listeners.size).toBe(1)
    bound.stop()
    expect(page.listeners.size).toBe(0)
  })
})

describe("the app's answerTimeoutMs", () => {
  it('is used when positive, capped at the lifetime; else the default', () => {
    expect(answerTimeoutOf(5_000)).toBe(5_000)
    expect(answerTimeoutOf(Number.MAX_SAFE_INTEGER)).toBe(REQUEST_EXPIRY_MS)
    for (const wrong of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(answerTimeoutOf(wrong)).toBe(DEFAULT_ANSWER_TIMEOUT_MS)
    }
  })
})
