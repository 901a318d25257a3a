import { lamports, type Transaction } from '@solana/kit'
import { LAMPORTS_PER_SIGNATURE } from './cluster.js'
import { JSON_RPC_ERROR, JsonRpcError, type JsonRpcMethod } from './json-rpc.js'
import type { JsonValue } from './json-text.js'
import type { ExecutionReport, Ledger, SubmitResult } from './ledger.js'
import { withContext } from './rpc-context.js'
import {
  addressParam,
  configParam,
  invalidParams,
  optionalBoolean,
  signatureValue,
  stringParam,
  u64Param,
} from './rpc-params.js'
import { describeTransactionError } from './transaction-error.js'
import { decodeWireMessage, decodeWireTransaction, wireEncodingParam } from './wire-transaction.js'

/** Real nodes refuse more than this many signatures in one getSignatureStatuses. */
const MAX_SIGNATURE_STATUSES = 256

function signatureVerificationFailure(): JsonRpcError {
  return new JsonRpcError(
    JSON_RPC_ERROR.transactionSignatureVerificationFailure,
    'Transaction signature verification failure',
  )
}

function simulationValue(report: ExecutionReport, replacementBlockhash: JsonValue): JsonValue {
  return {
    err: report.err,
    logs: report.logs,
    accounts: null,
    unitsConsumed: report.unitsConsumed,
    returnData: null,
    innerInstructions: null,
    replacementBlockhash,
  }
}

/** A refused send is reported as a node reports a failed preflight: -32002 with the logs. */
function preflightFailure(report: ExecutionReport): JsonRpcError {
  const reason = report.err === null ? 'unknown error' : describeTransactionError(report.err)
  return new JsonRpcError(
    JSON_RPC_ERROR.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${reason}`,
    simulationValue(report, null),
  )
}

function submitOrThrow(run: () => SubmitResult): SubmitResult {
  try {
    return run()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw invalidParams(`invalid transaction: ${reason}`)
  }
}

function isFullySigned(transaction: Transaction): boolean {
  return Object.values(transaction.signatures).every((signature) => signature !== null)
}

export function createTransactionMethods(ledger: Ledger): Record<string, JsonRpcMethod> {
  return {
    sendTransaction(params) {
      const config = configParam(params, 1)
      const encoded = stringParam(params, 0, 'transaction')
      const transaction = decodeWireTransaction(encoded, wireEncodingParam(config))
      if (!isFullySigned(transaction)) throw signatureVerificationFailure()
      const skipPreflight = optionalBoolean(config, 'skipPreflight') ?? false
      const result = submitOrThrow(() => ledger.submit(transaction, { skipPreflight }))
      if (result.landed) return result.transaction.signature
      if (result.report.err === 'SignatureFailure') throw signatureVerificationFailure()
      throw preflightFailure(result.report)
    },

    simulateTransaction(params) {
      const config = configParam(params, 1)
      const encoded = stringParam(params, 0, 'transaction')
      const transaction = decodeWireTransaction(encoded, wireEncodingParam(config))
      const sigVerify = optionalBoolean(config, 'sigVerify') ?? false
      const replaceRecentBlockhash = optionalBoolean(config, 'replaceRecentBlockhash') ?? false
      if (sigVerify && replaceRecentBlockhash)
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      if (sigVerify && !isFullySigned(transaction)) throw signatureVerificationFailure()
      const report = ledger.simulate(transaction, { sigVerify, replaceRecentBlockhash })
      const replacement = replaceRecentBlockhash ? ledger.latestBlockhash() : null
      return withContext(ledger.slot(), simulationValue(report, replacement))
    },

    getSignatureStatuses(params) {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURE_STATUSES)
        throw invalidParams(`signatures must be an array of at most ${MAX_SIGNATURE_STATUSES}`)
      const statuses = signatures.map((value: unknown): JsonValue => {
        const landed = ledger.status(signatureValue(value, 'signature'))
        if (!landed) return null
        return {
          slot: landed.slot,
          // Every block is final as soon as it exists, so there is nothing left to count.
          confirmations: null,
          err: landed.err,
          confirmationStatus: 'finalized',
          status: landed.err === null ? { Ok: null } : { Err: landed.err },
        }
      })
      return withContext(ledger.slot(), statuses)
    },

    requestAirdrop(params) {
      const address = addressParam(params, 0, 'address')
      const amount = lamports(u64Param(params, 1, 'lamports'))
      try {
        return ledger.airdrop(address, amount).signature
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new JsonRpcError(JSON_RPC_ERROR.internalError, reason)
      }
    },

    /** The base fee, per signature; compute-budget priority fees are left out. */
    getFeeForMessage(params) {
      const message = decodeWireMessage(stringParam(params, 0, 'message'))
      const fee = ledger.isBlockhashValid(message.lifetimeToken)
        ? BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE
        : null
      return withContext(ledger.slot(), fee)
    },
  }
}
