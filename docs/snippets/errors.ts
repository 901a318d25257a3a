// What a caller can tell apart when a Portico call fails.
import {
  CONNECTION_ERRORS,
  ConnectionError,
  ContractViolationError,
  HttpStatusError,
  PorticoCodedError,
  PorticoError,
  RequestValidationError,
  SdkError,
  UserRejectedRequestError,
} from 'portico'

export function describeFailure(error: unknown): string {
  if (!(error instanceof PorticoError))
    return error instanceof Error ? error.message : String(error)
  // A refusal in the wallet, or a cancel while the wallet was asked: code 4001.
  if (error.walk((cause) => cause instanceof UserRejectedRequestError)) return 'You declined'
  if (error instanceof PorticoCodedError) return `${error.code}: ${error.displayMessage}`
  if (error instanceof ConnectionError) {
    return error.message === CONNECTION_ERRORS.rejected
      ? 'You declined in the wallet'
      : error.message
  }
  if (error instanceof RequestValidationError) return `Not sent: ${error.message}`
  if (error instanceof HttpStatusError) return `The service answered ${String(error.status)}`
  if (error instanceof ContractViolationError) return 'The service broke its contract'
  if (error instanceof SdkError) return `${error.category}: ${error.message}`
  return error.shortMessage
}
