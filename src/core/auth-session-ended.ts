/**
 * The secure site no longer knows the login a page remembered (it expired, or it was signed out
 * elsewhere): the remembered connection is to be forgotten rather than retried.
 */
export class AuthSessionEndedError extends Error {
  override readonly name = 'AuthSessionEndedError'

  constructor() {
    super('The secure site no longer knows this login')
  }
}

/** True for the error itself or a connection error caused by it. */
export function isAuthSessionEnded(error: unknown): boolean {
  if (error instanceof AuthSessionEndedError) return true
  return error instanceof Error && error.cause instanceof AuthSessionEndedError
}
