import { quantityToHex } from '../utils/evm.js'
import type { CallBundleRecord, CallState } from './call-bundle.js'
import type { CallsReceipt } from './calls-receipt.js'
import { CALLS_STATUS, SEND_CALLS_VERSION } from './eip5792.js'

/** A call still on its way: the batch is pending while one is. */
const UNDER_WAY: ReadonlySet<CallState> = new Set(['queued', 'waiting', 'submitted'])

/**
 * EIP-5792's status of a one-by-one batch from its record: pending while a call is under way,
 * confirmed when every call is, 400 when nothing reached the chain, 500 when only reverted calls
 * did, 600 when some calls' changes are on chain and the batch stopped after them.
 */
export function callsStatusCode(bundle: CallBundleRecord): number {
  const states = bundle.calls.map((call) => call.state)
  if (states.some((state) => UNDER_WAY.has(state))) return CALLS_STATUS.pending
  if (states.every((state) => state === 'confirmed')) return CALLS_STATUS.confirmed
  if (states.includes('confirmed')) return CALLS_STATUS.partiallyReverted
  if (states.includes('reverted')) return CALLS_STATUS.reverted
  return CALLS_STATUS.offchainFailure
}

/** wallet_getCallsStatus' answer, with the receipts (as the node gave them) of the mined calls. */
export function callsStatus(bundle: CallBundleRecord, receipts: readonly CallsReceipt[]) {
  return {
    version: SEND_CALLS_VERSION,
    id: bundle.id,
    chainId: quantityToHex(bundle.chainId),
    status: callsStatusCode(bundle),
    atomic: false,
    receipts,
  }
}
