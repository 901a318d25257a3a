/** A reply whose status is not ok. `body` is the reply only when it matched its declared schema. */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError'

  constructor(
    readonly status: number,
    readonly operationId: string,
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(`HTTP status code: ${status}`, options)
  }
}
