import { getBase58Encoder } from '@solana/kit'
import { hexToString, isHex } from 'viem'
import type { PendingRequest } from '../../../devnet/wallets/walletconnect-wallet.js'
import { isRecord } from '../../../src/utils/is-record.js'

/** The text a signing request asks to sign, as a person reads it; undefined for other requests. */
export function messageToSign(request: PendingRequest): string | undefined {
  const { method, params } = request
  if (method === 'personal_sign' && Array.isArray(params)) {
    const message: unknown = params.at(0)
    if (typeof message !== 'string') return undefined
    return isHex(message) ? hexToString(message) : message
  }
  if (method === 'solana_signMessage' && isRecord(params) && typeof params.message === 'string') {
    try {
      return new TextDecoder().decode(getBase58Encoder().encode(params.message))
    } catch {
      return undefined
    }
  }
  return undefined
}
