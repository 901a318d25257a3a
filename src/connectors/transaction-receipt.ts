/**
 * Waits for a sent transaction to land, polling the network's own RPC: an EVM receipt
 * (eth_getTransactionReceipt) or a Solana signature status. Loaded by the outcome view that
 * needs it, through import().
 */
import { createSolanaRpc, signature as toSignature } from '@solana/kit'
import type { CaipNetwork } from '../core/caip-network.js'
import { createRpcTransport } from '../core/rpc-transport.js'
import { isRecord } from '../utils/is-record.js'

export type ReceiptStatus = 'success' | 'reverted'

export interface ReceiptPolling {
  intervalMs?: number
  timeoutMs?: number
  signal?: AbortSignal
}

/** A receipt reply: null while pending, else its status field must be 0x0 or 0x1. */
export function receiptStatusOf(reply: unknown): ReceiptStatus | undefined {
  if (reply === null) return undefined
  if (!isRecord(reply) || (reply.status !== '0x1' && reply.status !== '0x0'))
    throw new Error('eth_getTransactionReceipt answered no receipt')
  return reply.status === '0x1' ? 'success' : 'reverted'
}

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new Error('Stopped waiting for the receipt'))
    })
  })

async function poll(
  check: () => Promise<ReceiptStatus | undefined>,
  { intervalMs = 1000, timeoutMs = 120_000, signal }: ReceiptPolling,
): Promise<ReceiptStatus> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await check()
    if (status) return status
    if (Date.now() > deadline) throw new Error('The transaction has no receipt yet')
    await sleep(intervalMs, signal)
  }
}

export function waitForReceipt(
  network: CaipNetwork,
  hash: string,
  polling: ReceiptPolling = {},
): Promise<ReceiptStatus> {
  if (network.chainNamespace === 'solana') {
    const [url] = network.rpcUrls.default.http
    if (url === undefined) throw new Error('No RPC URL provided')
    const rpc = createSolanaRpc(url)
    const id = toSignature(hash)
    return poll(async () => {
      const { value } = await rpc.getSignatureStatuses([id]).send()
      const [status] = value
      if (!status || status.confirmationStatus === 'processed') return undefined
      return status.err === null ? 'success' : 'reverted'
    }, polling)
  }
  const { request } = createRpcTransport(network.rpcUrls.default.http, { rank: false })({})
  return poll(
    async () =>
      receiptStatusOf(await request({ method: 'eth_getTransactionReceipt', params: [hash] })),
    polling,
  )
}
