import { encodeFunctionData, maxUint256, type Address, type Hex } from 'viem'
import { devTokenAbi, swapPoolAbi } from '../../evm/index.js'
import { RequestRefused } from '../request-refused.js'
import type { ResolvedSwap } from './swap-assets.js'
import { revertReason } from './revert-reason.js'

/**
 * What the pool pays for `amountIn`: its fixed USD rates minus its fee, read from the contract.
 * Refused with 'Insufficient liquidity' when the pool holds less of the bought token.
 */
export async function quoteSwap(swap: ResolvedSwap, amountIn: bigint): Promise<bigint> {
  if (amountIn <= 0n) throw new RequestRefused('amount must be positive')
  const { client, info } = swap.chain
  const pool = { address: info.poolAddress, abi: swapPoolAbi } as const
  let amountOut: bigint
  try {
    amountOut = await client.readContract({
      ...pool,
      functionName: 'quote',
      args: [swap.tokenIn.address, swap.tokenOut.address, amountIn],
    })
  } catch (error) {
    throw new RequestRefused(`The pool cannot quote this swap: ${revertReason(error)}`)
  }
  const reserve = await client.readContract({
    ...pool,
    functionName: 'reserveOf',
    args: [swap.tokenOut.address],
  })
  if (reserve < amountOut) throw new RequestRefused('Insufficient liquidity')
  return amountOut
}

/** The least the swap may pay: the quote less the slippage tolerance, given in percent. */
export function minimumOut(amountOut: bigint, slippagePercent: number): bigint {
  const keptBasisPoints = BigInt(Math.max(0, 10_000 - Math.round(slippagePercent * 100)))
  return (amountOut * keptBasisPoints) / 10_000n
}

export const swapCalldata = (swap: ResolvedSwap, amountIn: bigint, minOut: bigint): Hex =>
  encodeFunctionData({
    abi: swapPoolAbi,
    functionName: 'swap',
    args: [swap.tokenIn.address, swap.tokenOut.address, amountIn, minOut, swap.user],
  })

/** An unlimited approval, as swap routers ask for: the approve call carries no amount. */
export const approveCalldata = (spender: Address): Hex =>
  encodeFunctionData({ abi: devTokenAbi, functionName: 'approve', args: [spender, maxUint256] })
