import { isRecord } from '../utils/is-record.js'

/** A receipt as wallet_getCallsStatus carries it: the node's receipt cut to EIP-5792's fields. */
export function callsReceipt(receipt: Record<string, unknown>) {
  const logs: unknown[] = Array.isArray(receipt.logs) ? receipt.logs : []
  return {
    logs: logs.filter(isRecord).map(({ address, data, topics }) => ({ address, data, topics })),
    status: receipt.status,
    blockHash: receipt.blockHash,
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed,
    transactionHash: receipt.transactionHash,
  }
}

export type CallsReceipt = ReturnType<typeof callsReceipt>
