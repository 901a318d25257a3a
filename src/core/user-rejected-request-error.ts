import { isUserRejectedError, USER_REJECTED_REQUEST_MESSAGE } from '../utils/user-rejection.js'
import { PROVIDER_ERROR_CODES, ProviderRpcError } from './provider-rpc-error.js'

/**
 * The visitor said no: refused in the wallet, or cancelled while Portico waited for the wallet
 * (the ApproveTransaction view's cancel, or closing the modal). Always this class, with
 * EIP-1193's code 4001 and the message 'User rejected the request', whichever way the request
 * came (`signMessage`, a provider's `request`, a send); `cause` holds the wallet's own error.
 */
export class UserRejectedRequestError extends ProviderRpcError {
  /** The class name, as logs show it. */
  override readonly name: string = 'UserRejectedRequestError'

  /** @param options - what happened (for logs) and the wallet's own error */
  constructor(options: { details?: string; cause?: unknown } = {}) {
    super(PROVIDER_ERROR_CODES.userRejected, USER_REJECTED_REQUEST_MESSAGE, options)
  }
}

/**
 * A wallet's error as the caller should see it: a refusal by the user (`isUserRejectedError`)
 * becomes Portico's one refusal class, its cause the wallet's error; anything else passes as it is.
 */
export function refusalAsPorticoError(error: unknown): unknown {
  if (error instanceof UserRejectedRequestError || !isUserRejectedError(error)) return error
  return new UserRejectedRequestError({ cause: error })
}
