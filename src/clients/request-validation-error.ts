/** Arguments that break the spec; the request was not sent. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError'

  constructor(
    readonly operationId: string,
    readonly location: string,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`Invalid ${location} for ${operationId}: ${path} ${detail}`)
  }
}
