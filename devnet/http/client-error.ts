/**
 * A request the client got wrong (a malformed escape, a body that is not JSON, a wrong content
 * type), thrown from any depth of a route: the server guard answers it with its 4xx status.
 */
export class ClientError extends Error {
  override readonly name = 'ClientError'

  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 413 | 415 = 400,
  ) {
    super(message)
  }
}
