import { PorticoError } from '../core/portico-error.js'

/** Arguments that break the spec; the request was not sent. */
export class RequestValidationError extends PorticoError {
  /** The class name, as logs show it. */
  override readonly name: string = 'RequestValidationError'

  /**
   * @param operationId - the operation that was not called
   * @param location - which part of the request (path, query, body)
   * @param path - where in that part
   * @param detail - what is wrong there
   */
  constructor(
    /** The operation that was not called. */
    readonly operationId: string,
    /** Which part of the request: path, query or body. */
    readonly location: string,
    /** Where in that part (a JSON pointer). */
    readonly path: string,
    /** What is wrong there. */
    readonly detail: string,
  ) {
    super(`Invalid ${location} for ${operationId}: ${path} ${detail}`)
  }
}
