import { BaseError, ContractFunctionRevertedError } from 'viem'

/** Why a call or estimate reverted, in the contract's words when it gave any. */
export function revertReason(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : 'Unknown error'
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError && reverted.reason) return reverted.reason
  const said = /execution reverted: (.+)/.exec(error.details)?.[1]
  return said ?? (error.details || error.shortMessage)
}
