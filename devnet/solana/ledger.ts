import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  signature as toSignature,
  type Address,
  type Blockhash,
  type EncodedAccount,
  type Lamports,
  type Signature,
  type Transaction,
} from '@solana/kit'
import {
  Clock,
  EpochSchedule,
  FailedTransactionMetadata,
  LiteSVM,
  SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm'
import { BLOCKHASH_LIFETIME_BLOCKS } from './cluster.js'
import {
  failsOnChain,
  transactionErrorJson,
  type TransactionErrorJson,
} from './transaction-error.js'

export const SLOTS_PER_EPOCH = 432_000n

/** A transaction that made it into a block, failed or not. */
export interface LandedTransaction {
  signature: Signature
  slot: bigint
  err: TransactionErrorJson | null
}

/** What running (or simulating) a transaction produced. */
export interface ExecutionReport {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
}

export type SubmitResult =
  | { landed: true; transaction: LandedTransaction }
  /** Refused before it reached a block: failed preflight, stale blockhash, duplicate, ... */
  | { landed: false; signature: Signature; report: ExecutionReport }

/** A type, not an interface, so that it is a JsonValue as it stands. */
export type LatestBlockhash = {
  blockhash: Blockhash
  lastValidBlockHeight: bigint
}

/** The read-only view of accounts that RPC methods get. */
export type AccountReader = Pick<
  LiteSVM,
  'getAccount' | 'getProgramAccounts' | 'getBalance' | 'minimumBalanceForRentExemption'
>

function nowInSeconds(): bigint {
  return BigInt(Math.floor(Date.now() / 1000))
}

function reportOf(
  outcome: TransactionMetadata | FailedTransactionMetadata | SimulatedTransactionInfo,
): ExecutionReport {
  const failed = outcome instanceof FailedTransactionMetadata
  const meta = failed || outcome instanceof SimulatedTransactionInfo ? outcome.meta() : outcome
  return {
    err: failed ? transactionErrorJson(outcome.err()) : null,
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
  }
}

function refusal(err: TransactionErrorJson): ExecutionReport {
  return { err, logs: [], unitsConsumed: 0n }
}

/**
 * The chain behind the RPC endpoint: a litesvm VM plus what a validator adds around it. Every
 * landed transaction gets its own slot (one block per slot, so block height equals slot) and a new
 * blockhash, and a blockhash stays valid for 150 blocks as on a real cluster. litesvm itself only
 * accepts its latest blockhash, so its check is off and the window is enforced here instead.
 */
export function createLedger() {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const genesisTime = nowInSeconds()
  svm.setEpochSchedule(new EpochSchedule(SLOTS_PER_EPOCH, SLOTS_PER_EPOCH, false, 0n, 0n))
  let slot = 0n
  const blockhashExpiry = new Map<string, bigint>()
  const statuses = new Map<string, LandedTransaction>()
  const landedListeners = new Set<(transaction: LandedTransaction) => void>()
  const slotListeners = new Set<(slot: bigint) => void>()

  function startSlot() {
    const epoch = slot / SLOTS_PER_EPOCH
    svm.setClock(new Clock(slot, genesisTime, epoch, epoch + 1n, nowInSeconds()))
    blockhashExpiry.set(svm.latestBlockhash(), slot + BLOCKHASH_LIFETIME_BLOCKS)
    for (const [blockhash, lastValidBlockHeight] of blockhashExpiry)
      if (lastValidBlockHeight < slot) blockhashExpiry.delete(blockhash)
  }
  startSlot()

  function land(signature: Signature, err: TransactionErrorJson | null): LandedTransaction {
    const landed: LandedTransaction = { signature, slot, err }
    statuses.set(signature, landed)
    slot += 1n
    svm.expireBlockhash()
    startSlot()
    for (const listener of landedListeners) listener(landed)
    for (const listener of slotListeners) listener(slot)
    return landed
  }

  function isBlockhashValid(blockhash: string): boolean {
    return blockhashExpiry.has(blockhash)
  }

  /** Durable-nonce transactions are not supported: their nonce is never a recent blockhash. */
  function hasRecentBlockhash(transaction: Transaction): boolean {
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return isBlockhashValid(message.lifetimeToken)
  }

  const accounts: AccountReader = svm

  return {
    accounts,
    slot: () => slot,
    transactionCount: () => BigInt(statuses.size),
    latestBlockhash: (): LatestBlockhash => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: slot + BLOCKHASH_LIFETIME_BLOCKS,
    }),
    isBlockhashValid,
    status: (signature: string): LandedTransaction | undefined => statuses.get(signature),

    /** Writes an account directly, for seeding the genesis state. */
    seedAccount: (account: EncodedAccount) => {
      svm.setAccount(account)
    },

    /** Runs a signed transaction; without skipPreflight a failing one is refused, not landed. */
    submit(transaction: Transaction, options: { skipPreflight: boolean }): SubmitResult {
      const signature = getSignatureFromTransaction(transaction)
      const refuse = (report: ExecutionReport): SubmitResult => ({
        landed: false,
        signature,
        report,
      })
      if (statuses.has(signature)) return refuse(refusal('AlreadyProcessed'))
      if (!hasRecentBlockhash(transaction)) return refuse(refusal('BlockhashNotFound'))
      if (!options.skipPreflight) {
        const preflight = reportOf(svm.simulateTransaction(transaction))
        if (preflight.err !== null) return refuse(preflight)
      }
      const report = reportOf(svm.sendTransaction(transaction))
      if (report.err !== null && !failsOnChain(report.err)) return refuse(report)
      return { landed: true, transaction: land(signature, report.err) }
    },

    simulate(
      transaction: Transaction,
      options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
    ): ExecutionReport {
      if (!options.replaceRecentBlockhash && !hasRecentBlockhash(transaction))
        return refusal('BlockhashNotFound')
      svm.withSigverify(options.sigVerify)
      try {
        return reportOf(svm.simulateTransaction(transaction))
      } finally {
        svm.withSigverify(true)
      }
    },

    /** Credits lamports from litesvm's faucet account, as a real transaction that lands. */
    airdrop(address: Address, lamports: Lamports): LandedTransaction {
      const outcome = svm.airdrop(address, lamports)
      if (outcome === null || outcome instanceof FailedTransactionMetadata) {
        const reason = outcome === null ? 'no result' : outcome.toString()
        throw new Error(`Airdrop of ${String(lamports)} lamports to ${address} failed: ${reason}`)
      }
      return land(toSignature(getBase58Decoder().decode(outcome.signature())), null)
    },

    onLanded(listener: (transaction: LandedTransaction) => void): () => void {
      landedListeners.add(listener)
      return () => {
        landedListeners.delete(listener)
      }
    },
    onSlot(listener: (slot: bigint) => void): () => void {
      slotListeners.add(listener)
      return () => {
        slotListeners.delete(listener)
      }
    },
  }
}

export type Ledger = ReturnType<typeof createLedger>
