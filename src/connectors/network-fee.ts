/**
 * The network fee of a send, estimated on the chain it goes to. Loaded by the call that needs it:
 * the Solana RPC client stays out of the first load.
 */
import { createSolanaRpc, getBase64Decoder, type TransactionMessageBytesBase64 } from '@solana/kit'
import type { NetworkFee } from '../controllers/send-preview.js'
import type { SendRequest } from '../controllers/send-request.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { createRpcTransport } from '../core/rpc-transport.js'
import { isHex, quantityToHex } from '../utils/evm.js'
import { transferMessageBytes } from './solana-transfer.js'

/**
 * The most an EVM fee may come to against the estimate: wallets bid up to about twice the
 * current gas price (base fee headroom), and a node refuses a transfer whose value plus gas at
 * that bid exceeds the balance.
 */
const EVM_FEE_HEADROOM = 2n

/** kit brands the base64 message getFeeForMessage takes and offers no encoder that yields it. */
const isBase64 = (value: string): value is TransactionMessageBytesBase64 =>
  /^[A-Za-z0-9+/]*={0,2}$/.test(value) && value.length % 4 === 0

/** A JSON-RPC quantity reply as a bigint; anything else is a node fault, named. */
function quantityOf(reply: unknown, method: string): bigint {
  if (typeof reply !== 'string' || !isHex(reply) || reply === '0x')
    throw new Error(`${method} answered no quantity`)
  return BigInt(reply)
}

async function evmFee(
  network: CaipNetwork,
  transaction: Extract<SendRequest, { namespace: 'eip155' }>['transaction'],
) {
  // The bare transport, not viem's public client: two calls need none of its actions.
  const { request } = createRpcTransport(network.rpcUrls.default.http, { rank: false })({})
  const call = {
    from: transaction.from,
    to: transaction.to,
    value: quantityToHex(transaction.value),
    ...(transaction.data === undefined ? {} : { data: transaction.data }),
  }
  const [gas, gasPrice] = await Promise.all([
    request({ method: 'eth_estimateGas', params: [call] }).then((reply) =>
      quantityOf(reply, 'eth_estimateGas'),
    ),
    request({ method: 'eth_gasPrice' }).then((reply) => quantityOf(reply, 'eth_gasPrice')),
  ])
  const amount = gas * gasPrice
  return { amount, reserve: amount * EVM_FEE_HEADROOM }
}

async function solanaFee(
  network: CaipNetwork,
  transfer: Extract<SendRequest, { namespace: 'solana' }>['transfer'],
) {
  const [url] = network.rpcUrls.default.http
  if (url === undefined) throw new Error('No RPC URL provided')
  const rpc = createSolanaRpc(url)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = await transferMessageBytes({ ...transfer, blockhash })
  const base64 = getBase64Decoder().decode(message)
  if (!isBase64(base64)) throw new Error('The transfer message did not encode as base64')
  const { value } = await rpc.getFeeForMessage(base64).send()
  if (value === null) throw new Error('The network could not price the transfer')
  // The fee is fixed per signature: what is estimated is what is paid.
  return { amount: value, reserve: value }
}

export async function estimateNetworkFee(
  network: CaipNetwork,
  request: SendRequest,
): Promise<NetworkFee> {
  const { decimals, symbol } = network.nativeCurrency
  const fee =
    request.namespace === 'solana'
      ? await solanaFee(network, request.transfer)
      : await evmFee(network, request.transaction)
  return { ...fee, decimals, symbol }
}
