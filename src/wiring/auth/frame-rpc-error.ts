import { UserRejectedRequestError } from '../../core/user-rejected-request-error.js'

/**
 * The frame's error replies carry a message only, no code. A message saying the user rejected or
 * denied the request becomes a UserRejectedRequestError (code 4001, the frame's words in
 * `details`), so the modal shows a refusal rather than a failure; any other error passes unchanged.
 */
export function frameRpcError(error: unknown): unknown {
  if (!(error instanceof Error) || !/user (rejected|denied)/i.test(error.message)) return error
  return new UserRejectedRequestError({ cause: error })
}
