import { ProviderRpcError } from '../core/provider-rpc-error.js'
import { quantityToHex, type Hex } from '../utils/evm.js'
import { isRecord } from '../utils/is-record.js'
import { isUserRejectedError } from '../utils/user-rejection.js'
import type { CallBundleRecord, CallBundleRecords, CallRecord } from './call-bundle.js'
import { callsReceipt } from './calls-receipt.js'
import { callsStatus } from './calls-status.js'
import { CALLS_ERROR_CODES } from './eip5792.js'
import { readBundleId, unknownBundleError } from './send-calls-request.js'
import { readSendableCalls, type SendingAccount } from './sendable-calls.js'

/** The connected wallet's EIP-1193 request function. */
export type WalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>

export interface SequentialCallsOptions extends SendingAccount {
  request: WalletRequest
  /** Portico's record of the bundles (createCallBundleRecords), kept across reloads. */
  records: CallBundleRecords
  /** Reads a transaction's receipt; by default through the wallet's own eth_getTransactionReceipt. */
  readReceipt?: (hash: Hex, chainId: number) => Promise<unknown>
  /** Opens Portico's view of a bundle (wallet_showCallsStatus). */
  showStatus?: (bundle: CallBundleRecord) => void
  /** How often a submitted call's receipt is asked for. */
  pollIntervalMs?: number
  now?: () => number
}

export type BundleListener = (bundle: CallBundleRecord) => void

const DEFAULT_POLL_INTERVAL_MS = 1000

const randomBundleId = (): string =>
  `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')}`

const errorMessage = (error: unknown): string =>
  isRecord(error) && typeof error.message === 'string' ? error.message : String(error)

const withCall = (bundle: CallBundleRecord, index: number, call: Partial<CallRecord>) => ({
  ...bundle,
  calls: bundle.calls.map((kept, at) => (at === index ? { ...kept, ...call } : kept)),
})

/** Every call after `index` that was never asked for is marked not sent: nothing is resent. */
const stopAfter = (bundle: CallBundleRecord, index: number): CallBundleRecord => ({
  ...bundle,
  calls: bundle.calls.map((call, at) =>
    at > index && call.state === 'queued' ? { ...call, state: 'not-sent' } : call,
  ),
})

/**
 * A page that went away left its bundles mid-way: a call the wallet had is of unknown fate and
 * the calls after it are never sent; a submitted call keeps its hash and is settled by its receipt.
 */
function afterReload(bundle: CallBundleRecord): CallBundleRecord {
  const waiting = bundle.calls.findIndex((call) => call.state === 'waiting')
  const cut = waiting === -1 ? bundle : withCall(bundle, waiting, { state: 'interrupted' })
  const firstQueued = cut.calls.findIndex((call) => call.state === 'queued')
  return firstQueued === -1 ? cut : stopAfter(cut, firstQueued - 1)
}

/**
 * EIP-5792 for a wallet that lacks it: the calls of a wallet_sendCalls go one after another
 * through the wallet's own eth_sendTransaction, each waited for until mined; a refusal or a
 * failure stops the rest. The bundle is recorded at every step, so wallet_getCallsStatus answers
 * from the record, after a reload too. atomicRequired: true is refused with 5760: the calls are
 * never run one by one silently.
 */
export function createSequentialCalls(options: SequentialCallsOptions) {
  const { request, records } = options
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS
  const now = options.now ?? Date.now
  const readReceipt =
    options.readReceipt ??
    ((hash: Hex) => request({ method: 'eth_getTransactionReceipt', params: [hash] }))
  const listeners = new Set<BundleListener>()
  const running = new Map<string, Promise<CallBundleRecord>>()
  let disposed = false
  // A function, not the flag: the checks after an await must read it anew.
  const stopped = (): boolean => disposed

  for (const bundle of records.all()) {
    const settled = afterReload(bundle)
    if (settled !== bundle) records.put(settled)
  }

  const save = (bundle: CallBundleRecord): CallBundleRecord => {
    records.put(bundle)
    for (const listener of listeners) listener(bundle)
    return bundle
  }

  async function receiptOf(hash: Hex, chainId: number): Promise<Record<string, unknown> | null> {
    try {
      const receipt = await readReceipt(hash, chainId)
      return isRecord(receipt) && typeof receipt.status === 'string' ? receipt : null
    } catch {
      // A node that does not answer now is asked again at the next poll or status read.
      return null
    }
  }

  async function waitForReceipt(hash: Hex, chainId: number) {
    while (!stopped()) {
      const receipt = await receiptOf(hash, chainId)
      if (receipt) return receipt
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
    }
    return null
  }

  async function run(start: CallBundleRecord, send: WalletRequest): Promise<CallBundleRecord> {
    let bundle = start
    for (const [index, call] of bundle.calls.entries()) {
      if (stopped()) return bundle
      bundle = save(withCall(bundle, index, { state: 'waiting' }))
      let hash: Hex
      try {
        const transaction = { from: bundle.from, to: call.to, data: call.data, value: call.value }
        const answer = await send({ method: 'eth_sendTransaction', params: [transaction] })
        if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer)) {
          throw new Error('The wallet answered eth_sendTransaction without a transaction hash')
        }
        hash = `0x${answer.slice(2)}`
      } catch (error) {
        // After a reload (or a stop) nothing is recorded: the page that asked is gone.
        if (stopped()) return bundle
        const state = isUserRejectedError(error) ? 'rejected' : 'failed'
        return save(
          stopAfter(withCall(bundle, index, { state, error: errorMessage(error) }), index),
        )
      }
      if (stopped()) return bundle
      bundle = save(withCall(bundle, index, { state: 'submitted', hash }))
      const receipt = await waitForReceipt(hash, bundle.chainId)
      if (receipt === null) return bundle
      if (receipt.status !== '0x1') {
        const reverted = withCall(bundle, index, { state: 'reverted', error: 'The call reverted' })
        return save(stopAfter(reverted, index))
      }
      bundle = save(withCall(bundle, index, { state: 'confirmed' }))
    }
    return bundle
  }

  async function switchTo(chainId: number): Promise<void> {
    const current: unknown = await request({ method: 'eth_chainId' })
    if (typeof current === 'string' && Number(current) === chainId) return
    await request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: quantityToHex(chainId) }],
    })
  }

  function bundleOf(params: unknown): CallBundleRecord {
    const id = readBundleId(params)
    const bundle = records.get(id)
    if (bundle === undefined) throw unknownBundleError(id)
    return bundle
  }

  return {
    /**
     * Sends a batch's calls one by one; `send` is what each call's eth_sendTransaction goes
     * through (the wallet's request unless told otherwise: a batch approved as a whole).
     */
    async sendCalls(params: unknown, send: WalletRequest = request): Promise<{ id: string }> {
      const sent = readSendableCalls(params, options)
      if (sent.atomicRequired) {
        throw new ProviderRpcError(
          CALLS_ERROR_CODES.atomicityNotSupported,
          'Atomicity not supported: the connected wallet cannot send these calls atomically; with atomicRequired: false they are sent one by one',
        )
      }
      if (sent.id !== undefined && records.get(sent.id) !== undefined) {
        throw new ProviderRpcError(
          CALLS_ERROR_CODES.duplicateId,
          `Duplicate id: a batch with id ${sent.id} was already sent`,
        )
      }
      await switchTo(sent.chainId)
      const bundle = save({
        id: sent.id ?? randomBundleId(),
        chainId: sent.chainId,
        from: sent.from,
        createdAt: now(),
        calls: sent.calls.map((call) => ({ ...call, state: 'queued' })),
      })
      running.set(bundle.id, run(bundle, send))
      return { id: bundle.id }
    },

    /** The status from the record; a call submitted before a reload is settled by its receipt. */
    async getCallsStatus(params: unknown) {
      let bundle = bundleOf(params)
      const receipts = []
      for (const [index, call] of bundle.calls.entries()) {
        if (call.hash === undefined) continue
        const receipt = await receiptOf(call.hash, bundle.chainId)
        if (receipt === null) continue
        receipts.push(callsReceipt(receipt))
        if (call.state === 'submitted' && !running.has(bundle.id)) {
          const state = receipt.status === '0x1' ? 'confirmed' : 'reverted'
          bundle = save(withCall(bundle, index, { state }))
        }
      }
      return callsStatus(bundle, receipts)
    },

    showCallsStatus(params: unknown): null {
      options.showStatus?.(bundleOf(params))
      return null
    },

    /** A bundle's record now, for the progress view. */
    bundle: (id: string): CallBundleRecord | undefined => records.get(id),

    /** The record once its calls have all settled (or the batch stopped). */
    whenSettled: (id: string): Promise<CallBundleRecord | undefined> =>
      running.get(id) ?? Promise.resolve(records.get(id)),

    /** Resolves once none of the bundle's calls is with the wallet, waiting for its answer. */
    whenAnswered(id: string): Promise<void> {
      const answered = (bundle: CallBundleRecord | undefined): boolean =>
        !bundle?.calls.some((call) => call.state === 'waiting')
      if (answered(records.get(id))) return Promise.resolve()
      return new Promise((resolve) => {
        const listener: BundleListener = (bundle) => {
          if (bundle.id !== id || !answered(bundle)) return
          listeners.delete(listener)
          resolve()
        }
        listeners.add(listener)
      })
    },

    /** Every change of a bundle's record, for the progress view; returns the unsubscribe. */
    subscribe(listener: BundleListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Stops asking the wallet and polling, as the page going away does; the record stays. */
    dispose(): void {
      disposed = true
      listeners.clear()
    },
  }
}

export type SequentialCalls = ReturnType<typeof createSequentialCalls>
