import { isRecord } from './is-record.js'
/**
 * Checks the first param of a wallet_sendCalls request: a non-empty `calls` list whose every call
 * has a 'to' starting with 0x and, when data is present, data starting with 0x. The payload comes
 * from the host app at run time, so it is taken as `unknown`.
 */
export function isValidSendCallsPayload(payload: unknown): boolean {
  if (!isRecord(payload)) return false
  const { calls } = payload
  return Array.isArray(calls) && calls.length > 0 && calls.every(isValidCall)
}

function isValidCall(call: unknown): boolean {
  if (!isRecord(call)) return false
  const { to, data } = call
  return isHexPrefixed(to) && (data === undefined || isHexPrefixed(data))
}

/**
 * A Solana signing request needs something to sign: a message together with the signer's
 * pubkey, a single transaction, or a non-empty list of transactions.
 */
export function isValidSolanaSigningPayload(payload: unknown): boolean {
  if (!isRecord(payload)) return false
  const { message, pubkey, transaction, transactions } = payload
  const hasMessageAndPubkey = typeof message === 'string' && isNonEmptyString(pubkey)
  const hasTransactions =
    Array.isArray(transactions) && transactions.length > 0 && transactions.every(isNonEmptyString)
  return hasMessageAndPubkey || isNonEmptyString(transaction) || hasTransactions
}

function isHexPrefixed(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('0x')
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}
