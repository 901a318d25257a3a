/** EIP-1193's error codes (and JSON-RPC's invalid params) the providers Portico makes use. */
export const PROVIDER_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
} as const

/** EIP-1193's ProviderRpcError: a message, a numeric code and optional data. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'ProviderRpcError'
    this.code = code
    this.data = options.data
  }
}
