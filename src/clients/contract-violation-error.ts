import { PorticoError } from '../core/portico-error.js'

/**
 * A reply that does not match the spec; it is never passed on. `path` points into the reply body.
 */
export class ContractViolationError extends PorticoError {
  /** The class name, as logs show it. */
  override readonly name: string = 'ContractViolationError'

  /**
   * @param operationId - the operation whose reply broke the spec
   * @param path - where in the reply body
   * @param detail - what is wrong there
   */
  constructor(
    /** The operation whose reply broke the spec. */
    readonly operationId: string,
    /** Where in the reply body (a JSON pointer). */
    readonly path: string,
    /** What is wrong there. */
    readonly detail: string,
  ) {
    super(`Invalid reply from ${operationId}: ${path} ${detail}`)
  }
}
