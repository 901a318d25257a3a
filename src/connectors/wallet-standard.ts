/**
 * Solana wallets through the Wallet Standard: the wallet object a page script registered, checked
 * feature by feature (page scripts are not trusted to be shaped right), and the calls Portico
 * makes on it. Loaded lazily with the rest of the Solana adapter.
 */
import { getBase58Decoder } from '@solana/kit'
import { createEmitter } from '../core/emitter.js'
import { isRecord } from '../utils/is-record.js'

export const STANDARD_FEATURES = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signMessage: 'solana:signMessage',
  signTransaction: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const

/** A Wallet Standard account as Portico reads it. */
export interface StandardAccount {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  features: readonly string[]
}

/** The wallet object as registered: its features are checked before each use. */
export interface StandardWallet {
  /** The wallet's name, as it shows it. */
  name: string
  /** The wallet's icon: a data URI. */
  icon: string
  /** The chains it serves, e.g. `solana:devnet`. */
  chains: readonly string[]
  /** Its features by name (`standard:connect`, `solana:signMessage`, …). */
  features: Readonly<Record<string, unknown>>
  /** The accounts it has authorised for this page. */
  accounts: readonly unknown[]
}

export const INVALID_WALLET_REPLY = 'The Solana wallet gave an invalid reply'

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')

export function isStandardAccount(value: unknown): value is StandardAccount {
  return (
    isRecord(value) &&
    typeof value.address === 'string' &&
    value.publicKey instanceof Uint8Array &&
    isStringList(value.chains) &&
    isStringList(value.features)
  )
}

/** A wallet Portico can use for Solana: it connects, and it knows at least one Solana chain. */
export function isSolanaStandardWallet(value: unknown): value is StandardWallet {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    value.name.length > 0 &&
    typeof value.icon === 'string' &&
    isStringList(value.chains) &&
    value.chains.some((chain) => chain.startsWith('solana:')) &&
    isRecord(value.features) &&
    Array.isArray(value.accounts) &&
    featureMethod(value.features, STANDARD_FEATURES.connect, 'connect') !== undefined
  )
}

type FeatureMethod = (...args: unknown[]) => unknown

/** The feature's method, bound to its feature object, or undefined when the wallet lacks it. */
function featureMethod(
  features: Readonly<Record<string, unknown>>,
  feature: string,
  method: string,
): FeatureMethod | undefined {
  const holder = features[feature]
  if (!isRecord(holder)) return undefined
  const call = holder[method]
  if (typeof call !== 'function') return undefined
  return (...args): unknown => Reflect.apply(call, holder, args)
}

export const missingFeatureMessage = (wallet: string, feature: string): string =>
  `${wallet} does not support ${feature}`

function requireMethod(wallet: StandardWallet, feature: string, method: string): FeatureMethod {
  const call = featureMethod(wallet.features, feature, method)
  if (!call) throw new Error(missingFeatureMessage(wallet.name, feature))
  return call
}

function accountsOf(value: unknown): StandardAccount[] {
  if (!Array.isArray(value) || !value.every(isStandardAccount)) {
    throw new Error(INVALID_WALLET_REPLY)
  }
  return value
}

/** The first output's byte field of a feature call that answers `[{ [field]: Uint8Array }]`. */
function firstBytes(reply: unknown, field: string): Uint8Array {
  const first: unknown = Array.isArray(reply) ? reply[0] : undefined
  const bytes = isRecord(first) ? first[field] : undefined
  if (!(bytes instanceof Uint8Array)) throw new Error(INVALID_WALLET_REPLY)
  return bytes
}

const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)

export type StandardWalletEvent = { type: 'accountsChanged'; accounts: StandardAccount[] }

/** One Wallet Standard wallet as the Solana connector uses it. */
export function createStandardWallet(wallet: StandardWallet) {
  const events = createEmitter<StandardWalletEvent>()
  let stopEvents: (() => void) | undefined

  const accountFor = (address: string): StandardAccount => {
    const found = accountsOf(wallet.accounts).find((account) => account.address === address)
    if (!found) throw new Error(`${wallet.name} has no account ${address}`)
    return found
  }

  /** Follows `change` events; a change that does not list accounts says nothing about them. */
  const follow = (): void => {
    if (stopEvents) return
    const on = featureMethod(wallet.features, STANDARD_FEATURES.events, 'on')
    const stop = on?.('change', (change: unknown) => {
      if (!isRecord(change) || change.accounts === undefined) return
      try {
        events.emit({ type: 'accountsChanged', accounts: accountsOf(change.accounts) })
      } catch {
        return
      }
    })
    stopEvents =
      typeof stop === 'function'
        ? () => {
            Reflect.apply(stop, undefined, [])
          }
        : undefined
  }

  /**
   * Asks for the accounts; `silent` asks only for what the wallet already allowed (restoring a
   * connection after a reload), so it never prompts.
   */
  const connect = async (silent = false): Promise<StandardAccount[]> => {
    const reply = await requireMethod(wallet, STANDARD_FEATURES.connect, 'connect')({ silent })
    const accounts = accountsOf(isRecord(reply) ? reply.accounts : undefined)
    if (accounts.length > 0) follow()
    return accounts
  }

  /** Wallets without standard:disconnect simply stop being followed. */
  const disconnect = async (): Promise<void> => {
    stopEvents?.()
    stopEvents = undefined
    await featureMethod(wallet.features, STANDARD_FEATURES.disconnect, 'disconnect')?.()
  }

  /** Signs the UTF-8 message; the signature in base58, as Solana tooling writes it. */
  const signMessage = async (message: string, address: string): Promise<string> => {
    const sign = requireMethod(wallet, STANDARD_FEATURES.signMessage, 'signMessage')
    const reply = await sign({
      account: accountFor(address),
      message: new TextEncoder().encode(message),
    })
    return base58(firstBytes(reply, 'signature'))
  }

  /** The wire transaction with the wallet's signature added; nothing is sent. */
  const signTransaction = async (transaction: Uint8Array, address: string, chain: string) => {
    const sign = requireMethod(wallet, STANDARD_FEATURES.signTransaction, 'signTransaction')
    const reply = await sign({ account: accountFor(address), transaction, chain })
    return firstBytes(reply, 'signedTransaction')
  }

  /** Signs and sends through the wallet; the transaction signature in base58. */
  const signAndSendTransaction = async (
    transaction: Uint8Array,
    address: string,
    chain: string,
  ): Promise<string> => {
    const send = requireMethod(
      wallet,
      STANDARD_FEATURES.signAndSendTransaction,
      'signAndSendTransaction',
    )
    const reply = await send({ account: accountFor(address), transaction, chain })
    return base58(firstBytes(reply, 'signature'))
  }

  return {
    wallet,
    connect,
    disconnect,
    signMessage,
    signTransaction,
    signAndSendTransaction,
    on: events.on,
  }
}

export type StandardWalletClient = ReturnType<typeof createStandardWallet>
