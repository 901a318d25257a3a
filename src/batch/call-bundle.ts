import type { PorticoStorage } from '../core/storage.js'
import { isHex, type Address, type Hex } from '../utils/evm.js'
import { isRecord } from '../utils/is-record.js'
import type { BatchCall } from './send-calls-request.js'

/**
 * Where one call of a one-by-one batch is: not asked yet, waiting for the wallet's answer,
 * submitted (a hash, no receipt yet), confirmed or failed on chain, refused by the user, failed
 * before reaching the chain, not sent because an earlier call stopped the batch, or unknown (the
 * page went away while the wallet had it, so whether it was sent cannot be told).
 */
export type CallState =
  | 'queued'
  | 'waiting'
  | 'submitted'
  | 'confirmed'
  | 'reverted'
  | 'rejected'
  | 'failed'
  | 'not-sent'
  | 'interrupted'

export interface CallRecord extends BatchCall {
  state: CallState
  hash?: Hex
  /** Why the call stopped the batch: the wallet's or the chain's message. */
  error?: string
}

/** Portico's record of a batch it sends one call at a time for a wallet without EIP-5792. */
export interface CallBundleRecord {
  id: string
  chainId: number
  from: Address
  createdAt: number
  calls: CallRecord[]
}

const CALL_STATES: ReadonlySet<string> = new Set<CallState>([
  'queued',
  'waiting',
  'submitted',
  'confirmed',
  'reverted',
  'rejected',
  'failed',
  'not-sent',
  'interrupted',
])

const optionalHex = (value: unknown): boolean => value === undefined || isHex(value)

function isCallRecord(value: unknown): value is CallRecord {
  return (
    isRecord(value) &&
    typeof value.state === 'string' &&
    CALL_STATES.has(value.state) &&
    optionalHex(value.to) &&
    optionalHex(value.data) &&
    optionalHex(value.value) &&
    optionalHex(value.hash) &&
    (value.error === undefined || typeof value.error === 'string')
  )
}

export function isCallBundleRecord(value: unknown): value is CallBundleRecord {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.chainId === 'number' &&
    isHex(value.from) &&
    typeof value.createdAt === 'number' &&
    Array.isArray(value.calls) &&
    value.calls.every(isCallRecord)
  )
}

/** The newest bundles kept; older ones are forgotten (their status then reads as unknown). */
export const KEPT_BUNDLES = 20

const isList = (value: unknown): value is unknown[] => Array.isArray(value)

/**
 * The bundles in Portico's storage (`<prefix>:callBundles`), so a reload keeps them. Damaged
 * entries read as absent and a failing backend never throws, as with Portico's other keys.
 */
export function createCallBundleRecords(storage: Pick<PorticoStorage, 'valueOf'>) {
  const stored = storage.valueOf('callBundles', isList)
  const readAll = (): CallBundleRecord[] => (stored.get() ?? []).filter(isCallBundleRecord)
  return {
    get: (id: string): CallBundleRecord | undefined => readAll().find((bundle) => bundle.id === id),
    all: readAll,
    put(bundle: CallBundleRecord): void {
      const others = readAll().filter((kept) => kept.id !== bundle.id)
      stored.set([bundle, ...others].slice(0, KEPT_BUNDLES))
    },
  }
}

export type CallBundleRecords = ReturnType<typeof createCallBundleRecords>
