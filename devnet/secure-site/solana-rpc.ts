import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import { decodeWireTransaction } from '../solana/wire-transaction.js'
import { forwardRpc } from './forward-rpc.js'
import { RpcRefused } from './rpc-refused.js'
import type { SolanaWallet } from './solana-wallet.js'
import type { RpcCall } from './wallet-rpc.js'
import { isRecord } from '../../src/utils/is-record.js'

/** The send options a page may pass on to the cluster (the reference's SendOptions). */
const SEND_OPTIONS = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot']

/** The request's one params object; the frame app wraps it in a list, as for every method. */
function paramsOf(call: RpcCall): Record<string, unknown> {
  const [params] = call.params
  if (call.params.length !== 1 || !isRecord(params)) {
    throw new RpcRefused(`${call.method}: params must be one object`)
  }
  return params
}

/** Base58 text to bytes; the reference page writes Solana messages and transactions in it. */
function base58Bytes(value: unknown, method: string, name: string): Uint8Array {
  if (typeof value !== 'string' || value === '') {
    throw new RpcRefused(`${method}: ${name} must be base58 text`)
  }
  try {
    return Uint8Array.from(getBase58Encoder().encode(value))
  } catch {
    throw new RpcRefused(`${method}: ${name} is not valid base58`)
  }
}

const base58Text = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)

/** A wire transaction, decoded as the cluster decodes one it is sent. */
function decodeTransaction(value: unknown, method: string, name: string): Transaction {
  if (typeof value !== 'string') throw new RpcRefused(`${method}: ${name} must be base58 text`)
  try {
    return decodeWireTransaction(value, 'base58')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new RpcRefused(`${method}: ${name} is not a base58 Solana transaction (${reason})`)
  }
}

/** Adds the user's signature; a transaction that does not list the user as a signer is refused. */
async function signedBy(wallet: SolanaWallet, transaction: Transaction, method: string) {
  if (!(wallet.address in transaction.signatures)) {
    throw new RpcRefused(`${method}: the transaction does not ask the signed-in user to sign`)
  }
  return partiallySignTransaction([wallet.keyPair], transaction)
}

const wireText = (transaction: Transaction): string =>
  base58Text(Uint8Array.from(getTransactionEncoder().encode(transaction)))

function sendOptionsOf(options: unknown, method: string): Record<string, unknown> {
  if (options === undefined) return {}
  if (!isRecord(options)) throw new RpcRefused(`${method}: options must be an object`)
  const unknown = Object.keys(options).find((name) => !SEND_OPTIONS.includes(name))
  if (unknown !== undefined) throw new RpcRefused(`${method}: ${unknown} is not a send option`)
  return options
}

/**
 * Runs a Solana request of the embedded wallet, with replies shaped as the reference frame's:
 * `{signature}` (base58) for a message or a sent transaction, `{transaction}` or
 * `{transactions}` (the signed wire transactions, base58) for signing only.
 */
export async function runSolanaRpc(
  wallet: SolanaWallet,
  rpcUrl: string,
  call: RpcCall,
): Promise<unknown> {
  const { method } = call
  switch (method) {
    case 'solana_signMessage': {
      const params = paramsOf(call)
      if (params.pubkey !== wallet.address) {
        throw new RpcRefused(`${method}: the pubkey is not the signed-in user's`)
      }
      const message = base58Bytes(params.message, method, 'message')
      return { signature: base58Text(await signBytes(wallet.keyPair.privateKey, message)) }
    }
    case 'solana_signTransaction': {
      const transaction = decodeTransaction(paramsOf(call).transaction, method, 'transaction')
      return { transaction: wireText(await signedBy(wallet, transaction, method)) }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = paramsOf(call)
      if (!Array.isArray(transactions) || transactions.length === 0) {
        throw new RpcRefused(`${method}: transactions must be a non-empty list`)
      }
      const signed = await Promise.all(
        transactions.map((value: unknown, index) =>
          signedBy(wallet, decodeTransaction(value, method, `transactions[${index}]`), method),
        ),
      )
      return { transactions: signed.map(wireText) }
    }
    case 'solana_signAndSendTransaction': {
      const params = paramsOf(call)
      const transaction = decodeTransaction(params.transaction, method, 'transaction')
      const options = sendOptionsOf(params.options, method)
      const signed = await signedBy(wallet, transaction, method)
      const sent = await forwardRpc(rpcUrl, 'sendTransaction', [
        getBase64EncodedWireTransaction(signed),
        { ...options, encoding: 'base64' },
      ])
      const signature = getSignatureFromTransaction(signed)
      if (sent !== signature) {
        throw new Error(`${method}: the cluster answered ${JSON.stringify(sent)}, not ${signature}`)
      }
      return { signature }
    }
    default:
      throw new RpcRefused(`${method} is not supported on the devnet secure site's Solana wallet`)
  }
}
