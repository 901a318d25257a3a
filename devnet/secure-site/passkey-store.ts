import { isRecord } from '../../src/utils/is-record.js'
import { isSocialProvider, walletKeyOf, type LoginIdentity } from './login-identity.js'
import { readStateFile, writeStateFile } from './state-file.js'

/** One passkey the site accepts, and the login (so the wallet) it signs in to. */
export interface StoredPasskey {
  /** The credential id, base64url, as the authenticator names it. */
  id: string
  /** The COSE public key, base64url. */
  publicKey: string
  /** The authenticator's last sign count: an assertion must go past it (a replay does not). */
  counter: number
  identity: LoginIdentity
  createdAt: number
  lastUsedAt: number | null
}

const isIdentity = (value: unknown): value is LoginIdentity => {
  if (!isRecord(value)) return false
  switch (value.kind) {
    case 'email':
      return typeof value.email === 'string'
    case 'social':
      return isSocialProvider(value.provider) && typeof value.account === 'string'
    case 'farcaster':
      return typeof value.userName === 'string'
    default:
      return false
  }
}

const isStoredPasskey = (value: unknown): value is StoredPasskey =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.publicKey === 'string' &&
  typeof value.counter === 'number' &&
  typeof value.createdAt === 'number' &&
  (value.lastUsedAt === null || typeof value.lastUsedAt === 'number') &&
  isIdentity(value.identity)

function readPasskeys(file: string): Map<string, StoredPasskey> {
  const parsed = readStateFile(file)
  if (parsed === undefined) return new Map()
  if (!Array.isArray(parsed)) throw new Error(`Secure site: ${file} is not a list of passkeys`)
  const passkeys = new Map<string, StoredPasskey>()
  for (const entry of parsed) {
    if (!isStoredPasskey(entry)) throw new Error(`Secure site: ${file} holds a bad passkey`)
    passkeys.set(entry.id, entry)
  }
  return passkeys
}

/**
 * The passkeys added to logins, kept in `file` beside the wallets: public keys only (a passkey's
 * private key never leaves its authenticator).
 */
export function createPasskeyStore(file: string) {
  const passkeys = readPasskeys(file)

  const save = (): void => {
    writeStateFile(file, [...passkeys.values()])
  }

  const get = (id: string): StoredPasskey | undefined => passkeys.get(id)

  /** The login's passkeys, oldest first. */
  const of = (identity: LoginIdentity): StoredPasskey[] =>
    [...passkeys.values()].filter(
      (passkey) => walletKeyOf(passkey.identity) === walletKeyOf(identity),
    )

  const add = (passkey: StoredPasskey): void => {
    passkeys.set(passkey.id, passkey)
    save()
  }

  /** A verified assertion: the new sign count, and when the passkey was last used. */
  const used = (id: string, counter: number, at: number): void => {
    const passkey = passkeys.get(id)
    if (passkey === undefined) return
    passkey.counter = counter
    passkey.lastUsedAt = at
    save()
  }

  const remove = (id: string): boolean => {
    const removed = passkeys.delete(id)
    if (removed) save()
    return removed
  }

  /** An email change: the passkeys of the old email now sign in to the new one. */
  const moveEmail = (from: string, to: string): void => {
    let moved = false
    for (const passkey of passkeys.values()) {
      if (passkey.identity.kind === 'email' && passkey.identity.email === from) {
        passkey.identity = { kind: 'email', email: to }
        moved = true
      }
    }
    if (moved) save()
  }

  return { get, of, add, used, remove, moveEmail }
}

export type PasskeyStore = ReturnType<typeof createPasskeyStore>
