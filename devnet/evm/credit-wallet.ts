import { createWalletClient, http, parseUnits, type Address, type Hash } from 'viem'
import { devTokenAbi } from './abis.js'
import { devnetViemChain } from './chain-client.js'
import type { EvmChainInfo } from './types.js'

export interface CreditRequest {
  to: Address
  /** The native currency symbol or a devnet token symbol. */
  symbol: string
  /** Decimal amount in whole units, e.g. '25.5'. */
  amount: string
}

/**
 * Credits a wallet on a running devnet chain, as a completed on-ramp purchase would: tokens are
 * minted by the deployer (their owner) and the native currency is sent from the deployer.
 * Resolves once the transaction is mined.
 */
export async function creditWallet(chain: EvmChainInfo, request: CreditRequest): Promise<Hash> {
  const viemChain = devnetViemChain(chain.chainId, chain.name, chain.rpcUrl)
  const client = createWalletClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const account = chain.deployerAddress

  if (request.symbol === chain.nativeCurrency.symbol) {
    const value = parseUnits(request.amount, chain.nativeCurrency.decimals)
    return client.sendTransaction({ account, to: request.to, value })
  }
  const token = chain.tokens.find((candidate) => candidate.symbol === request.symbol)
  if (!token) throw new Error(`${chain.caipNetworkId} has no devnet token ${request.symbol}`)
  return client.writeContract({
    account,
    address: token.address,
    abi: devTokenAbi,
    functionName: 'mint',
    args: [request.to, parseUnits(request.amount, token.decimals)],
  })
}
