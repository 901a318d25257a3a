/** A reply that does not match the spec; it is never passed on. `path` points into the reply body. */
export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError'

  constructor(
    readonly operationId: string,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`Invalid reply from ${operationId}: ${path} ${detail}`)
  }
}
