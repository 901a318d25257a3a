import { createSiweMessage } from 'viem/siwe'
import { getAddress } from '../utils/evm.js'
import type { SiwxMessage as SiwxMessageData } from './stored-values.js'

/** EIP-4361 through viem, so any SIWE verifier reads it; it checks every field as it builds. */
export function siweText(data: SiwxMessageData, chainId: string, issuedAt: string): string {
  const optionalDate = (value: string | undefined): Date | undefined =>
    value === undefined ? undefined : new Date(value)
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: Number(chainId),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    statement: data.statement,
    resources: data.resources,
    requestId: data.requestId,
    issuedAt: new Date(issuedAt),
    expirationTime: optionalDate(data.expirationTime),
    notBefore: optionalDate(data.notBefore),
  })
}
