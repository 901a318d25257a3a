import { devTokenAbi } from '../../evm/index.js'
import { RequestRefused } from '../request-refused.js'
import type { ResolvedSwap } from './swap-assets.js'

/**
 * Checks what the estimate would otherwise report as a bare revert: the tokens OpenZeppelin 5
 * refuse with custom errors, which carry no reason text.
 */
export async function assertSwapFunded(swap: ResolvedSwap, amountIn: bigint): Promise<void> {
  const { client, info } = swap.chain
  const { tokenIn, user } = swap
  if (tokenIn.kind === 'native') {
    if ((await client.getBalance({ address: user })) < amountIn)
      throw new RequestRefused(`Insufficient ${tokenIn.symbol} balance`)
    return
  }
  const token = { address: tokenIn.address, abi: devTokenAbi } as const
  const [balance, allowance] = await Promise.all([
    client.readContract({ ...token, functionName: 'balanceOf', args: [user] }),
    client.readContract({ ...token, functionName: 'allowance', args: [user, info.poolAddress] }),
  ])
  if (balance < amountIn) throw new RequestRefused(`Insufficient ${tokenIn.symbol} balance`)
  if (allowance < amountIn)
    throw new RequestRefused(`Insufficient ${tokenIn.symbol} allowance: approve the pool first`)
}
