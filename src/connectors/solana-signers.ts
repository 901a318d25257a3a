/**
 * @solana/kit signers for a Wallet Standard wallet's account, so an app builds a transaction with
 * kit and hands it to the connected wallet whatever it is (installed, WalletConnect, embedded):
 * a TransactionSendingSigner (solana:signAndSendTransaction), a TransactionModifyingSigner
 * (solana:signTransaction) and a MessageModifyingSigner (solana:signMessage). Loaded through
 * `import()` with the rest of Portico's Solana code.
 */
import {
  address as toAddress,
  assertIsTransactionWithinSizeLimit,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  getTransactionLifetimeConstraintFromCompiledTransactionMessage,
  signatureBytes,
  type MessageModifyingSigner,
  type SignableMessage,
  type SignatureBytes,
  type Transaction,
  type TransactionModifyingSigner,
  type TransactionSendingSigner,
  type TransactionWithinSizeLimit,
  type TransactionWithLifetime,
} from '@solana/kit'
import { INVALID_WALLET_REPLY, STANDARD_FEATURES, type StandardWallet } from './wallet-standard.js'
import { isRecord } from '../utils/is-record.js'

/**
 * The @solana/kit signers of the connected Solana account (`portico.getSolanaSigner()`): it signs
 * and sends transactions, signs them for the app to send, and signs messages.
 */
export interface PorticoSolanaSigner
  extends TransactionSendingSigner, TransactionModifyingSigner, MessageModifyingSigner {}

export interface SolanaSignerInput {
  wallet: StandardWallet
  /** The connected account's base58 address. */
  address: string
  /** The Wallet Standard chain the transactions are for, e.g. `solana:devnet`. */
  chain: string
}

type FeatureCall = (...inputs: unknown[]) => Promise<unknown>

function featureCall(wallet: StandardWallet, feature: string, method: string): FeatureCall {
  const holder = wallet.features[feature]
  const call = isRecord(holder) ? holder[method] : undefined
  if (typeof call !== 'function') throw new Error(`${wallet.name} does not support ${feature}`)
  return async (...inputs) => {
    const result: unknown = await Reflect.apply(call, holder, inputs)
    return result
  }
}

/** The wallet's outputs, one per input, each with `field` as bytes. */
function outputBytes(reply: unknown, field: string, count: number): Uint8Array[] {
  if (!Array.isArray(reply) || reply.length !== count) throw new Error(INVALID_WALLET_REPLY)
  return reply.map((output: unknown) => {
    const bytes = isRecord(output) ? output[field] : undefined
    if (!(bytes instanceof Uint8Array)) throw new Error(INVALID_WALLET_REPLY)
    return bytes
  })
}

const sameBytes = (a: ArrayLike<number>, b: ArrayLike<number>): boolean =>
  a.length === b.length && Array.from(a).every((byte, index) => byte === b[index])

/** The account the wallet lists under the address: the Wallet Standard wants its own object. */
function accountOf(wallet: StandardWallet, address: string): unknown {
  const found = wallet.accounts.find((account) => isRecord(account) && account.address === address)
  if (found === undefined) throw new Error(`${wallet.name} has no account ${address}`)
  return found
}

type SignedTransaction = Transaction & TransactionWithinSizeLimit & TransactionWithLifetime

/**
 * A transaction the wallet signed, with its lifetime: kept from the one given when the wallet
 * left the message alone, else read from the message the wallet wrote.
 */
async function withLifetime(
  original: Transaction | (Transaction & TransactionWithLifetime),
  signed: Transaction,
): Promise<SignedTransaction> {
  assertIsTransactionWithinSizeLimit(signed)
  if ('lifetimeConstraint' in original && sameBytes(original.messageBytes, signed.messageBytes)) {
    return { ...signed, lifetimeConstraint: original.lifetimeConstraint }
  }
  const compiled = getCompiledTransactionMessageDecoder().decode(signed.messageBytes)
  if (!('lifetimeToken' in compiled)) throw new Error('The signed transaction has no lifetime')
  const lifetimeConstraint = await getTransactionLifetimeConstraintFromCompiledTransactionMessage({
    ...compiled,
    lifetimeToken: compiled.lifetimeToken,
  })
  return { ...signed, lifetimeConstraint }
}

export function createSolanaSigner(input: SolanaSignerInput): PorticoSolanaSigner {
  const { wallet, chain } = input
  const address = toAddress(input.address)
  const encoder = getTransactionEncoder()
  const decoder = getTransactionDecoder()

  const signAndSendTransactions: TransactionSendingSigner['signAndSendTransactions'] = async (
    transactions,
    config,
  ) => {
    config?.abortSignal?.throwIfAborted()
    if (transactions.length === 0) return []
    const send = featureCall(
      wallet,
      STANDARD_FEATURES.signAndSendTransaction,
      'signAndSendTransaction',
    )
    const account = accountOf(wallet, address)
    const minContextSlot = config?.minContextSlot
    const reply = await send(
      ...transactions.map((transaction) => ({
        account,
        chain,
        transaction: Uint8Array.from(encoder.encode(transaction)),
        ...(minContextSlot === undefined
          ? {}
          : { options: { minContextSlot: Number(minContextSlot) } }),
      })),
    )
    return outputBytes(reply, 'signature', transactions.length).map((bytes): SignatureBytes =>
      signatureBytes(bytes),
    )
  }

  const modifyAndSignTransactions: TransactionModifyingSigner['modifyAndSignTransactions'] = async (
    transactions,
    config,
  ) => {
    config?.abortSignal?.throwIfAborted()
    if (transactions.length === 0) return []
    const sign = featureCall(wallet, STANDARD_FEATURES.signTransaction, 'signTransaction')
    const account = accountOf(wallet, address)
    const reply = await sign(
      ...transactions.map((transaction) => ({
        account,
        chain,
        transaction: Uint8Array.from(encoder.encode(transaction)),
      })),
    )
    const signed = outputBytes(reply, 'signedTransaction', transactions.length)
    return Promise.all(
      signed.map((bytes, index) => {
        const original = transactions[index]
        if (!original) throw new Error(INVALID_WALLET_REPLY)
        return withLifetime(original, decoder.decode(bytes))
      }),
    )
  }

  const modifyAndSignMessages: MessageModifyingSigner['modifyAndSignMessages'] = async (
    messages,
    config,
  ) => {
    config?.abortSignal?.throwIfAborted()
    if (messages.length === 0) return []
    const sign = featureCall(wallet, STANDARD_FEATURES.signMessage, 'signMessage')
    const account = accountOf(wallet, address)
    const reply = await sign(...messages.map((message) => ({ account, message: message.content })))
    if (!Array.isArray(reply) || reply.length !== messages.length) {
      throw new Error(INVALID_WALLET_REPLY)
    }
    return messages.map((message, index): SignableMessage => {
      const output: unknown = reply[index]
      const signature = isRecord(output) ? output.signature : undefined
      const signedMessage = isRecord(output) ? output.signedMessage : undefined
      if (!(signature instanceof Uint8Array)) throw new Error(INVALID_WALLET_REPLY)
      const content = signedMessage instanceof Uint8Array ? signedMessage : message.content
      // A wallet that changed the message invalidates the signatures made on the old one.
      const kept = sameBytes(content, message.content) ? message.signatures : {}
      return Object.freeze({
        content,
        signatures: Object.freeze({ ...kept, [address]: signatureBytes(signature) }),
      })
    })
  }

  return Object.freeze({
    address,
    signAndSendTransactions,
    modifyAndSignTransactions,
    modifyAndSignMessages,
  })
}
