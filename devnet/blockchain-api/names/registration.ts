import { isAddress, isHex, verifyMessage } from 'viem'
import type { components } from '../../../generated/blockchain-api/types.js'
import {
  hasAccountNameSuffix,
  isValidAccountName,
  withoutAccountNameSuffix,
} from '../../../src/utils/account-name.js'
import { RequestRefused } from '../request-refused.js'
import type { ServedChains } from '../served-chains.js'
import { isRecord } from '../../../src/utils/is-record.js'

type RegisterNameRequest = components['schemas']['RegisterNameRequest']

/**
 * What the account signs to register a name: `message` is this object as JSON, e.g.
 * {"name":"alice.reown.id","attributes":{"avatar":"https://…"},"timestamp":1735689600}.
 */
export interface RegistrationMessage {
  /** The full name, zone included. */
  name: string
  attributes: Record<string, unknown> | null
  /** When it was signed (seconds or milliseconds; any finite number is accepted). */
  timestamp: number
}

export function parseRegistrationMessage(message: string): RegistrationMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    throw new RequestRefused('Invalid message: it is not JSON')
  }
  if (!isRecord(parsed)) throw new RequestRefused('Invalid message: it is not a JSON object')
  const { name, attributes, timestamp } = parsed
  if (typeof name !== 'string') throw new RequestRefused('Invalid message: name is missing')
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp))
    throw new RequestRefused('Invalid message: timestamp is missing')
  if (attributes !== undefined && attributes !== null && !isRecord(attributes))
    throw new RequestRefused('Invalid message: attributes must be an object')
  return { name, attributes: attributes ?? null, timestamp }
}

/** A name ends with .reown.id (or the legacy .wcn.id) after 4+ letters, digits or hyphens. */
export function isRegistrableName(name: string): boolean {
  return hasAccountNameSuffix(name) && isValidAccountName(withoutAccountNameSuffix(name))
}

/** ENSIP-11: 60 is Ethereum, other EVM chains are 0x80000000 | chainId. */
const EVM_COIN_TYPE_BASE = 0x80000000
const chainIdOfCoinType = (coinType: number): number | undefined =>
  coinType === 60 ? 1 : coinType > EVM_COIN_TYPE_BASE ? coinType - EVM_COIN_TYPE_BASE : undefined

/**
 * Whether the address signed the message: an EOA signature is recovered locally; otherwise a
 * smart account is asked on the coin type's chain (ERC-1271 / ERC-6492) when the devnet runs it.
 */
export async function isSignedBy(
  request: RegisterNameRequest,
  chains: ServedChains,
): Promise<boolean> {
  const { address, message, signature } = request
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false
  const byKey = await verifyMessage({ address, message, signature }).catch(() => false)
  if (byKey) return true
  const chainId = chainIdOfCoinType(request.coin_type)
  const chain = chainId === undefined ? undefined : chains.findByChainId(chainId)
  if (!chain) return false
  return chain.client.verifyMessage({ address, message, signature }).catch(() => false)
}
