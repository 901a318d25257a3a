/** EIP-5792's constants: the request version spoken, its status codes and its error codes. */

/** The version of wallet_sendCalls' request shape Portico speaks; any other is refused. */
export const SEND_CALLS_VERSION = '2.0.0'

/** wallet_getCallsStatus' `status`. */
export const CALLS_STATUS = {
  /** Taken by the wallet, not finished on chain. */
  pending: 100,
  /** On chain without reverts; the receipts cover every call. */
  confirmed: 200,
  /** Nothing went on chain and nothing will be retried. */
  offchainFailure: 400,
  /** Reverted as a whole: at most gas was spent. */
  reverted: 500,
  /** Some calls' changes are on chain and a later call's are not. */
  partiallyReverted: 600,
} as const

export const CALLS_ERROR_CODES = {
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateId: 5720,
  unknownBundle: 5730,
  batchTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

/** More calls than this in one batch is refused with 5740. */
export const MAX_CALLS_PER_BATCH = 50
