import { ProviderError } from 'hardhat/internal/core/providers/errors.js'
import { SolidityError } from 'hardhat/internal/hardhat-network/stack-traces/solidity-errors.js'
import type { RequestArguments } from 'hardhat/types'
import { decodeErrorResult, isHex, type Hex } from 'viem'
import { WrappedProvider } from './wrapped-provider.js'

const EXECUTION_REVERTED = 3

/**
 * Hardhat answers a revert with the generic -32603 internal error, which viem's HTTP transport
 * treats as transient and retries for about a second. Real nodes answer code 3,
 * "execution reverted: <reason>", with the revert data, so this wrapper answers that way too.
 */
export class GethStyleRevertProvider extends WrappedProvider {
  async request(args: RequestArguments): Promise<unknown> {
    try {
      return await this.inner.request(args)
    } catch (error) {
      throw toGethStyleRevert(error)
    }
  }
}

function toGethStyleRevert(error: unknown): unknown {
  if (!(error instanceof SolidityError) || !('data' in error)) return error
  const data = error.data
  if (typeof data !== 'string' || !isHex(data)) return error
  const reason = revertReason(data)
  const reverted = new ProviderError(
    reason === null ? 'execution reverted' : `execution reverted: ${reason}`,
    EXECUTION_REVERTED,
    error,
  )
  reverted.data = data
  return reverted
}

/** The message of Error(string) or the code of Panic(uint256); null for custom errors. */
function revertReason(data: Hex): string | null {
  try {
    const decoded = decodeErrorResult({ abi: [], data })
    const [argument] = decoded.args
    if (typeof argument === 'string') return argument
    return typeof argument === 'bigint' ? `panic: 0x${argument.toString(16)}` : null
  } catch {
    return null
  }
}
