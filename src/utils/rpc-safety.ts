/** Shown by the SDK when a not-safe call is refused. */
export const RPC_CALL_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'
/** Shown in the UI when a not-safe call is refused. */
export const ACTION_NOT_ALLOWED_MESSAGE = 'Action not allowed'

/**
 * Read queries (spec §6, "Safe (read-only) RPC methods"): they change nothing, so any node of the
 * network answers them; the email wallet sends them there rather than to its frame.
 */
export const READ_RPC_METHODS = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
] as const

/**
 * The read queries plus eth_sendRawTransaction (already signed, so it spends nothing the user has
 * not approved). The list is an allowlist: every other method, including unknown ones and eth_*
 * methods that sign (eth_sign, eth_sendTransaction), counts as not safe.
 */
export const SAFE_RPC_METHODS = [...READ_RPC_METHODS, 'eth_sendRawTransaction'] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]

const safeMethods: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)

export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return safeMethods.has(method)
}

/** A rejected safe call is left alone; any other pending request is aborted. */
export function shouldAbortOnReject(method: string): boolean {
  return !isSafeRpcMethod(method)
}
