import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { readStateFile, writeStateFile } from './state-file.js'

const PRIVATE_KEY_PATTERN = /^0x[0-9a-f]{64}$/

const isPrivateKey = (value: unknown): value is Hex =>
  typeof value === 'string' && PRIVATE_KEY_PATTERN.test(value)

function readKeys(file: string): Map<string, Hex> {
  const parsed = readStateFile(file)
  if (parsed === undefined) return new Map()
  if (typeof parsed !== 'object' || parsed === null) {
    throw new Error(`Secure site: ${file} is not a JSON object of email -> private key`)
  }
  const keys = new Map<string, Hex>()
  for (const [email, key] of Object.entries(parsed)) {
    if (!isPrivateKey(key)) throw new Error(`Secure site: ${file} holds a bad key for ${email}`)
    keys.set(email, key)
  }
  return keys
}

/**
 * One embedded wallet per email, its private key kept on the server in `file`: the keys are what
 * the secure site exists to keep away from the host page.
 */
export function createWalletStore(file: string) {
  const keys = readKeys(file)

  const save = (): void => {
    writeStateFile(file, Object.fromEntries(keys))
  }

  /**
   * The email's key, created (and persisted) on first use. Outside this store it is read for a
   * key export after a fresh proof, and nothing else.
   */
  const privateKeyOf = (email: string): Hex => {
    let key = keys.get(email)
    if (key === undefined) {
      key = generatePrivateKey()
      keys.set(email, key)
      save()
    }
    return key
  }

  /** The email's wallet, created (and persisted) on first use. */
  const walletOf = (email: string): PrivateKeyAccount => privateKeyToAccount(privateKeyOf(email))

  const has = (email: string): boolean => keys.has(email)

  /** An email change: the wallet moves to the new email; one already there is never replaced. */
  const rename = (from: string, to: string): void => {
    const key = keys.get(from)
    if (key === undefined) throw new Error(`No wallet is kept for ${from}`)
    if (keys.has(to)) throw new Error(`A wallet is already kept for ${to}`)
    keys.delete(from)
    keys.set(to, key)
    save()
  }

  return { walletOf, has, privateKeyOf, rename }
}

export type WalletStore = ReturnType<typeof createWalletStore>
