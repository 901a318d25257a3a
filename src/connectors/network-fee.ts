/**
 * The network fee of a send, estimated on the chain it goes to. Loaded by the call that needs it:
 * viem's public client and the Solana RPC client stay out of the first load.
 */
import { createSolanaRpc, getBase64Decoder, type TransactionMessageBytesBase64 } from '@solana/kit'
import { createPublicClient } from 'viem'
import type { NetworkFee } from '../controllers/send-preview.js'
import type { SendRequest } from '../controllers/send-request.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { createRpcTransport } from '../core/rpc-transport.js'
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

async function evmFee(
  network: CaipNetwork,
  transaction: Extract<SendRequest, { namespace: 'eip155' }>['transaction'],
) {
  const client = createPublicClient({
    transport: createRpcTransport(network.rpcUrls.default.http, { rank: false }),
  })
  const [gas, gasPrice] = await Promise.all([
    client.estimateGas({
      account: transaction.from,
      to: transaction.to,
      value: transaction.value,
      data: transaction.data,
    }),
    client.getGasPrice(),
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
