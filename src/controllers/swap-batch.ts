import { atomicOn } from '../batch/atomic-capability.js'
import { CALLS_STATUS, SEND_CALLS_VERSION } from '../batch/eip5792.js'
import type { Eip1193Provider } from '../connectors/injected.js'
import { within } from '../core/within.js'
import { isHex, quantityToHex, type Address, type Hex } from '../utils/evm.js'
import { isRecord } from '../utils/is-record.js'
import type { SwapTransactionRequest } from './swap-api.js'

/**
 * How long a wallet may take to say what it can: some never answer a method they lack (a
 * WalletConnect wallet may not), and the swap then goes as two transactions, not never.
 */
export const CAPABILITIES_WAIT_MS = 3000
const STATUS_POLL_MS = 1000

/** An atomic batch that ended without its calls on chain (EIP-5792 status 400 or 500). */
export const ATOMIC_SWAP_FAILED_MESSAGE = 'The approval and the swap did not go through'

/** The approval and the swap as one wallet request, for a wallet that sends them atomically. */
export interface AtomicBatch {
  /** Whether the connected wallet sends the chain's calls atomically (EIP-5792's `atomic`). */
  supported: (from: Address, chainId: number) => Promise<boolean>
  /**
   * Sends the transactions, in order, as one atomic batch (`atomicRequired: true`): the wallet
   * asks once. Resolves with the batch's transaction hash once it is confirmed.
   */
  send: (
    transactions: readonly [SwapTransactionRequest, ...SwapTransactionRequest[]],
  ) => Promise<Hex>
}

export interface AtomicBatchOptions {
  capabilitiesWaitMs?: number
  pollIntervalMs?: number
}

const pause = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms)
  })

/** The hash of the last receipt of a confirmed batch's status. */
function lastTransactionHash(status: Record<string, unknown>): Hex {
  const receipts: unknown = status.receipts
  const last: unknown = Array.isArray(receipts) ? receipts.at(-1) : undefined
  const hash = isRecord(last) ? last.transactionHash : undefined
  if (!isHex(hash)) throw new Error('The wallet confirmed the batch without its transaction')
  return hash
}

/**
 * EIP-5792 through `provider`, the connection's eip155 provider as the app gets it (Portico's
 * EIP-5792 layer over the wallet's own): it asks the wallet's capabilities, sends the batch and
 * reads its status until the wallet has settled it.
 */
export function createAtomicBatch(
  provider: () => Eip1193Provider | undefined,
  {
    capabilitiesWaitMs = CAPABILITIES_WAIT_MS,
    pollIntervalMs = STATUS_POLL_MS,
  }: AtomicBatchOptions = {},
): AtomicBatch {
  const request = (method: string, params: unknown[]): Promise<unknown> => {
    const wallet = provider()
    if (!wallet) return Promise.reject(new Error('No connected wallet'))
    return wallet.request({ method, params })
  }

  async function supported(from: Address, chainId: number): Promise<boolean> {
    const asked = request('wallet_getCapabilities', [from, [quantityToHex(chainId)]]).then(
      (capabilities) => atomicOn(capabilities, chainId),
      // No EIP-5792 (4200, -32601): the swap goes as before.
      () => false,
    )
    return within(asked, capabilitiesWaitMs, false)
  }

  async function settled(id: string): Promise<Record<string, unknown>> {
    for (;;) {
      const status = await request('wallet_getCallsStatus', [id])
      if (isRecord(status) && status.status !== CALLS_STATUS.pending) return status
      await pause(pollIntervalMs)
    }
  }

  async function send(
    transactions: readonly [SwapTransactionRequest, ...SwapTransactionRequest[]],
  ): Promise<Hex> {
    const [{ chainId, from }] = transactions
    const answer = await request('wallet_sendCalls', [
      {
        version: SEND_CALLS_VERSION,
        chainId: quantityToHex(chainId),
        from,
        atomicRequired: true,
        calls: transactions.map(({ to, data, value }) => ({
          to,
          data,
          value: quantityToHex(value),
        })),
      },
    ])
    if (!isRecord(answer) || typeof answer.id !== 'string') {
      throw new Error('The wallet answered wallet_sendCalls without a batch id')
    }
    const status = await settled(answer.id)
    if (status.status !== CALLS_STATUS.confirmed) throw new Error(ATOMIC_SWAP_FAILED_MESSAGE)
    return lastTransactionHash(status)
  }

  return { supported, send }
}
