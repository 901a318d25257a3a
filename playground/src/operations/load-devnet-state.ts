import type { DevnetState } from '../../../devnet/tools/devnet-state.js'
import { isRecord } from '../../../src/utils/is-record.js'

export type { DevnetState }

const KEYS: readonly (keyof DevnetState)[] = [
  'projectId',
  'accounts',
  'chains',
  'tokens',
  'named',
  'registration',
  'session',
  'revocableSession',
  'revocationSignature',
  'gasPrice',
  'cursor',
]

function isDevnetState(value: unknown): value is DevnetState {
  if (!isRecord(value)) return false
  const { named, accounts, tokens, registration } = value
  return (
    KEYS.every((key) => key in value) &&
    typeof value.projectId === 'string' &&
    typeof value.session === 'string' &&
    typeof value.revocableSession === 'string' &&
    typeof value.revocationSignature === 'string' &&
    typeof value.gasPrice === 'string' &&
    (value.cursor === null || typeof value.cursor === 'string') &&
    isRecord(named) &&
    typeof named.name === 'string' &&
    typeof named.address === 'string' &&
    isRecord(accounts) &&
    Array.isArray(accounts.eip155) &&
    isRecord(tokens) &&
    isRecord(registration)
  )
}

/**
 * The devnet's state for the examples (GET /devnet-state on the devnet tools), read fresh for each
 * form: it carries a new name to register and a new session to revoke every time.
 */
export async function loadDevnetState(toolsUrl: string): Promise<DevnetState> {
  const response = await fetch(new URL('/devnet-state', toolsUrl), { cache: 'no-store' })
  const body: unknown = await response.json()
  if (!response.ok) {
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : ''
    throw new Error(message || `HTTP status code: ${String(response.status)}`)
  }
  if (!isDevnetState(body)) throw new Error('GET /devnet-state answered an unexpected shape')
  return body
}
