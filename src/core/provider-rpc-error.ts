import { USER_REJECTED_REQUEST_CODE } from '../utils/user-rejection.js'
import { PorticoError } from './portico-error.js'

/** EIP-1193's error codes (and JSON-RPC's invalid params) the providers Portico makes use. */
export const PROVIDER_ERROR_CODES = {
  userRejected: USER_REJECTED_REQUEST_CODE,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
} as const

/** EIP-1193's ProviderRpcError: a message, a numeric code and optional data. */
export class ProviderRpcError extends PorticoError {
  /** The class name, as logs show it. */
  override readonly name: string = 'ProviderRpcError'
  /** EIP-1193's (or JSON-RPC's) error code. */
  declare readonly code: number
  /** What the provider added to the error, if anything. */
  readonly data: unknown

  /**
   * @param code - EIP-1193's or JSON-RPC's error code
   * @param message - the error's message
   * @param options - the data the provider adds, the details and the cause
   */
  constructor(
    code: number,
    message: string,
    options: { data?: unknown; details?: string; cause?: unknown } = {},
  ) {
    super(message, { code, details: options.details, cause: options.cause })
    this.data = options.data
  }
}
