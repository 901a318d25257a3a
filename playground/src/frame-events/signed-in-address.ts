import { isRecord } from '../../../src/utils/is-record.js'
import type { FrameLogEntry } from './use-frame-channel.js'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The signed-in user's address as the session last told it: the newest event heard from the frame
 * whose payload names an EVM `address` (FRAME_GET_USER_SUCCESS, for one). Read by shape, not by
 * event name, so renamed events keep working.
 */
export function signedInAddress(log: readonly FrameLogEntry[]): string | undefined {
  for (const entry of log) {
    if (entry.direction !== 'received' || entry.issues.length > 0) continue
    const payload = isRecord(entry.event) ? entry.event.payload : undefined
    const address = isRecord(payload) ? payload.address : undefined
    if (typeof address === 'string' && EVM_ADDRESS.test(address)) return address
  }
  return undefined
}

/** Where each signing method names the account that signs (EIP-1193 parameter order). */
const SIGNER_PARAM: Readonly<Record<string, (params: unknown[], address: string) => unknown[]>> = {
  personal_sign: (params, address) => [params[0], address, ...params.slice(2)],
  eth_signTypedData_v4: (params, address) => [address, ...params.slice(1)],
  eth_sendTransaction: ([transaction, ...rest], address) => [
    isRecord(transaction) ? { ...transaction, from: address } : transaction,
    ...rest,
  ],
}

/**
 * An example request whose signing method names a fixed account, made to name the signed-in
 * user's instead (a recorded address can never be the one this session signs for).
 */
export function withSignerAddress(event: unknown, address: string | undefined): unknown {
  if (!address || !isRecord(event) || !isRecord(event.payload)) return event
  const { method, params } = event.payload
  if (typeof method !== 'string' || !Object.hasOwn(SIGNER_PARAM, method)) return event
  const place = SIGNER_PARAM[method]
  if (!place || !Array.isArray(params)) return event
  return { ...event, payload: { ...event.payload, params: place(params, address) } }
}
