import { parseCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../utils/caip.js'
import type { SiwxMessage as SiwxMessageData } from './stored-values.js'

export type { SiwxMessageData }

/** A sign-in message (ENT-24): its fields and the text the wallet signs. */
export type SiwxMessage = SiwxMessageData & { serialized: string }

export interface SiwxMessageInput {
  /** The plain address signing in (not CAIP-10). */
  accountAddress: string
  chainId: CaipNetworkId
  /** The app's host, e.g. `app.example.com` or `127.0.0.1:5173`. */
  domain: string
  uri: string
  statement?: string
  resources?: string[]
  requestId?: string
  notBefore?: string
  expirationTime?: string
}

/** EIP-4361 and CAIP-122 both define version 1 and only that. */
export const SIWX_MESSAGE_VERSION = '1'

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const NONCE_LENGTH = 16
/** The largest multiple of the alphabet size below 256: bytes above it are dropped so no letter is favoured. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % NONCE_ALPHABET.length)

/** An alphanumeric nonce of 16 characters (SIWE wants at least 8) from the platform CSPRNG. */
export function createSiwxNonce(): string {
  let nonce = ''
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(NONCE_LENGTH))) {
      if (byte < UNBIASED_BYTE_LIMIT && nonce.length < NONCE_LENGTH) {
        nonce += NONCE_ALPHABET.charAt(byte % NONCE_ALPHABET.length)
      }
    }
  }
  return nonce
}

/**
 * Only the message fields, without `serialized` and without keys whose value is undefined: the
 * stored session is checked against a schema that allows no other keys and no undefined values.
 */
export function siwxMessageData(source: SiwxMessageData): SiwxMessageData {
  const data: SiwxMessageData = {
    accountAddress: source.accountAddress,
    chainId: source.chainId,
    domain: source.domain,
    uri: source.uri,
    version: source.version,
    nonce: source.nonce,
  }
  if (source.statement !== undefined) data.statement = source.statement
  if (source.resources !== undefined) data.resources = [...source.resources]
  if (source.requestId !== undefined) data.requestId = source.requestId
  if (source.issuedAt !== undefined) data.issuedAt = source.issuedAt
  if (source.notBefore !== undefined) data.notBefore = source.notBefore
  if (source.expirationTime !== undefined) data.expirationTime = source.expirationTime
  return data
}

/** The message fields for a sign-in now: version 1, a fresh nonce, issued at `nowMs`. */
export function createSiwxMessageData(
  input: SiwxMessageInput,
  nowMs: number,
  nonce: string = createSiwxNonce(),
): SiwxMessageData {
  return siwxMessageData({
    ...input,
    version: SIWX_MESSAGE_VERSION,
    nonce,
    issuedAt: new Date(nowMs).toISOString(),
  })
}

/** How CAIP-122 names each namespace's chain in the message's first line. */
const CHAIN_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

function chainNameOf(namespace: string): string {
  const known = Object.entries(CHAIN_NAMES).find(([name]) => name === namespace)
  return known ? known[1] : namespace
}

function requireIssuedAt(data: SiwxMessageData): string {
  if (data.issuedAt === undefined) throw new Error('A SIWX message needs issuedAt')
  return data.issuedAt
}

/** The CAIP-122 text for other chains, laid out line for line like EIP-4361. */
function caip122Text(data: SiwxMessageData, namespace: string, chainId: string): string {
  const statement = data.statement ? `${data.statement}\n` : ''
  const lines = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${requireIssuedAt(data)}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources ? ['Resources:', ...data.resources.map((r) => `- ${r}`)] : []),
  ]
  const prefix = `${data.domain} wants you to sign in with your ${chainNameOf(namespace)} account:\n${data.accountAddress}\n\n${statement}`
  return `${prefix}\n${lines.join('\n')}`
}

/**
 * The text the wallet signs: a SIWE message on eip155 (viem's builder, loaded only when a
 * sign-in happens so it stays out of the first load), a CAIP-122 message elsewhere.
 */
export async function serializeSiwxMessage(data: SiwxMessageData): Promise<string> {
  const { chainNamespace, chainId } = parseCaipNetworkId(data.chainId)
  const issuedAt = requireIssuedAt(data)
  if (chainNamespace !== 'eip155') return caip122Text(data, chainNamespace, chainId)
  if (data.version !== SIWX_MESSAGE_VERSION) throw new Error('SIWE messages have version 1')
  const { siweText } = await import('./siwe-text.js')
  return siweText(data, chainId, issuedAt)
}

export async function createSiwxMessage(data: SiwxMessageData): Promise<SiwxMessage> {
  return { ...data, serialized: await serializeSiwxMessage(data) }
}
