import type { FailedTransactionMetadata } from 'litesvm'
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'

/** litesvm numbers its fieldless errors in the order of Solana's TransactionError enum. */
const TRANSACTION_ERROR_NAMES = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

/** The same for InstructionError. */
const INSTRUCTION_ERROR_NAMES = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

export type InstructionErrorJson = string | { Custom: number } | { BorshIoError: string }

/** A TransactionError as Solana's RPC writes it (serde's externally tagged enum). */
export type TransactionErrorJson =
  | string
  | { InstructionError: [number, InstructionErrorJson] }
  | { DuplicateInstruction: number }
  | { InsufficientFundsForRent: { account_index: number } }
  | { ProgramExecutionTemporarilyRestricted: { account_index: number } }

type LiteSvmTransactionError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = ReturnType<TransactionErrorInstructionError['err']>

function nameOf(names: readonly string[], index: number, kind: string): string {
  return names[index] ?? `Unknown${kind}(${index})`
}

function instructionErrorJson(error: LiteSvmInstructionError): InstructionErrorJson {
  if (error instanceof InstructionErrorCustom) return { Custom: error.code }
  if (error instanceof InstructionErrorBorshIo) return { BorshIoError: error.msg }
  return nameOf(INSTRUCTION_ERROR_NAMES, error, 'InstructionError')
}

/** Converts a litesvm failure into the JSON a Solana node reports for it. */
export function transactionErrorJson(error: LiteSvmTransactionError): TransactionErrorJson {
  if (error instanceof TransactionErrorInstructionError)
    return { InstructionError: [error.index, instructionErrorJson(error.err())] }
  if (error instanceof TransactionErrorDuplicateInstruction)
    return { DuplicateInstruction: error.index }
  if (error instanceof TransactionErrorInsufficientFundsForRent)
    return { InsufficientFundsForRent: { account_index: error.accountIndex } }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted)
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } }
  return nameOf(TRANSACTION_ERROR_NAMES, error, 'TransactionError')
}

/**
 * Whether a failed transaction still lands in a block (fee charged, status recorded): only errors
 * raised while executing it do; the fieldless ones stop it before it is scheduled.
 */
export function failsOnChain(error: TransactionErrorJson): boolean {
  return typeof error !== 'string'
}

/** A one-line reason, worded like the messages of a Solana node. */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return error
  if ('InstructionError' in error) {
    const [index, reason] = error.InstructionError
    const detail =
      typeof reason === 'string'
        ? reason
        : 'Custom' in reason
          ? `custom program error: 0x${reason.Custom.toString(16)}`
          : `Borsh IO error: ${reason.BorshIoError}`
    return `Error processing Instruction ${index}: ${detail}`
  }
  if ('DuplicateInstruction' in error)
    return `Transaction contains a duplicate instruction (${error.DuplicateInstruction})`
  if ('InsufficientFundsForRent' in error)
    return `Transaction results in an account (${error.InsufficientFundsForRent.account_index}) with insufficient funds for rent`
  return `Execution of the program referenced by account ${error.ProgramExecutionTemporarilyRestricted.account_index} is temporarily restricted`
}
