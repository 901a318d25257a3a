import { isRecord } from '../../src/utils/is-record.js'

/**
 * The client id the relay knows a connection by: the `iss` (a did:key) of the auth JWT that
 * WalletConnect clients put in the socket URL as `?auth=`. The devnet trusts it without checking
 * the signature; it only needs a stable name per client, to never echo a message to its sender.
 */
export function readClientId(requestUrl: string | undefined): string | undefined {
  const auth = new URL(requestUrl ?? '/', 'ws://127.0.0.1').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return isRecord(claims) && typeof claims.iss === 'string' && claims.iss !== ''
      ? claims.iss
      : undefined
  } catch {
    return undefined
  }
}
