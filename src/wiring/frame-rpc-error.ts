import {
  USER_REJECTED_REQUEST_CODE,
  USER_REJECTED_REQUEST_MESSAGE,
} from '../utils/user-rejection.js'

/**
 * The frame's error replies carry a message only, no code. A message saying the user rejected or
 * denied the request gets EIP-1193's code 4001 and the sentence `isUserRejectedError` knows, so
 * the modal shows a refusal rather than a failure; any other error passes unchanged.
 */
export function frameRpcError(error: unknown): unknown {
  if (!(error instanceof Error) || !/user (rejected|denied)/i.test(error.message)) return error
  return Object.assign(new Error(`${USER_REJECTED_REQUEST_MESSAGE}: ${error.message}`), {
    code: USER_REJECTED_REQUEST_CODE,
    cause: error,
  })
}
