/** What every Portico error may carry besides its message. */
export interface PorticoErrorOptions {
  /** The spec's code for this error: an APKT code, or an EIP-1193 / JSON-RPC number. */
  readonly code?: string | number
  /** More about what happened, for logs; never shown to the visitor. */
  readonly details?: string
  /** The error this one was raised for. */
  readonly cause?: unknown
}

/**
 * The base of every error class Portico throws, so one `instanceof PorticoError` tells Portico's
 * errors from anything else. Unlike viem's BaseError, `message` stays `shortMessage` alone: the
 * spec's messages are shown to the visitor word for word, so `details` is kept apart for logs.
 */
export class PorticoError extends Error {
  /** The class name, as logs show it. */
  override readonly name: string = 'PorticoError'
  /** The spec's code, where it gives one (e.g. 'APKT006', or 4001 for a refusal). */
  readonly code: string | number | undefined
  /** The one-line message, the same as `message`. */
  readonly shortMessage: string
  /** More about what happened: `details` as given, else the cause's message. */
  readonly details: string | undefined

  /**
   * @param shortMessage - the message; the spec's words where it has them
   * @param options - the code, details and cause
   */
  constructor(shortMessage: string, options: PorticoErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.code = options.code
    this.details =
      options.details ?? (options.cause instanceof Error ? options.cause.message : undefined)
  }

  /**
   * Follows the chain of causes from this error. Without `fn`, returns the innermost error; with
   * `fn`, returns the first error (this one included) for which `fn` is true, else undefined.
   *
   * @param fn - the test each error in the chain is given
   */
  walk(fn?: (error: unknown) => boolean): unknown {
    const causes: unknown[] = []
    let next: unknown = this.cause
    while (next !== undefined && next !== this && !causes.includes(next)) {
      causes.push(next)
      next = next instanceof Error ? next.cause : undefined
    }
    if (fn) return [this, ...causes].find(fn)
    return causes.length > 0 ? causes[causes.length - 1] : this
  }
}
