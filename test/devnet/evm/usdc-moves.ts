import { createPublicClient, encodeFunctionData, http, type Address } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { loadContractArtifacts } from '../../../devnet/evm/compile-contracts.js'
import { deriveDevAccounts } from '../../../devnet/evm/dev-accounts.js'
import { devTokenAbi, type EvmChainInfo } from '../../../devnet/evm/index.js'
import { startDevnetChain } from '../../../devnet/evm/start-devnet-chain.js'

/**
 * One devnet chain (Base) in this process, deployed and seeded, for the test file that calls
 * this: started before its tests, stopped after them. Returns the chain once it is up.
 */
export function oneDevnetChainPerFile(): () => EvmChainInfo {
  let started: Awaited<ReturnType<typeof startDevnetChain>> | undefined
  beforeAll(async () => {
    started = await startDevnetChain({
      chainId: 8453,
      name: 'Base',
      port: 0,
      accounts: deriveDevAccounts(),
      artifacts: loadContractArtifacts(),
    })
  })
  afterAll(async () => {
    await started?.stop()
  })
  return () => {
    if (started === undefined) throw new Error('The devnet chain is not up yet')
    return started.info
  }
}

export function usdcOf(chain: EvmChainInfo): Address {
  const token = chain.tokens.find((candidate) => candidate.symbol === 'USDC')
  if (token === undefined) throw new Error(`No USDC on ${chain.caipNetworkId}`)
  return token.address
}

/** USDC approve(spender, amount) as a call: `{ to, data }`. */
export const approveCall = (chain: EvmChainInfo, spender: Address, amount: bigint) => ({
  to: usdcOf(chain),
  data: encodeFunctionData({ abi: devTokenAbi, functionName: 'approve', args: [spender, amount] }),
})

/** USDC transferFrom(from, to, amount) as a call: `{ to, data }`. */
export const transferFromCall = (
  chain: EvmChainInfo,
  from: Address,
  to: Address,
  amount: bigint,
) => ({
  to: usdcOf(chain),
  data: encodeFunctionData({
    abi: devTokenAbi,
    functionName: 'transferFrom',
    args: [from, to, amount],
  }),
})

export interface UsdcState {
  owner: bigint
  other: bigint
  /** What `owner` allows itself to spend (the approve + transferFrom batches approve the owner). */
  allowance: bigint
  nonce: number
}

/** The USDC balances of two accounts, the owner's allowance to itself and the owner's nonce. */
export async function usdcState(
  chain: EvmChainInfo,
  owner: Address,
  other: Address,
): Promise<UsdcState> {
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const token = { address: usdcOf(chain), abi: devTokenAbi } as const
  return {
    owner: await client.readContract({ ...token, functionName: 'balanceOf', args: [owner] }),
    other: await client.readContract({ ...token, functionName: 'balanceOf', args: [other] }),
    allowance: await client.readContract({
      ...token,
      functionName: 'allowance',
      args: [owner, owner],
    }),
    nonce: await client.getTransactionCount({ address: owner }),
  }
}

/** The state expected after the owner moved `moved` to the other, left `allowance`, used `nonces`. */
export const afterMove = (
  before: UsdcState,
  change: { moved: bigint; allowance: bigint; nonces: number },
): UsdcState => ({
  owner: before.owner - change.moved,
  other: before.other + change.moved,
  allowance: change.allowance,
  nonce: before.nonce + change.nonces,
})
