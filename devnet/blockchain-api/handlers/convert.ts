import { randomUUID } from 'node:crypto'
import { maxUint256 } from 'viem'
import { devTokenAbi } from '../../evm/index.js'
import { parameterValidators, validators } from '../../../generated/blockchain-api/validators.js'
import type { SolanaNode } from '../account/solana-balance.js'
import { fungiblePrices } from '../convert/fungible-prices.js'
import { revertReason } from '../convert/revert-reason.js'
import { assertSwapFunded } from '../convert/swap-preconditions.js'
import { resolveAccount, resolveAsset, resolveSwap } from '../convert/swap-assets.js'
import { approveCalldata, minimumOut, quoteSwap, swapCalldata } from '../convert/swap-pool.js'
import type { QuoteBook } from '../convert/quote-book.js'
import type { IconUrls } from '../icons.js'
import { RequestRefused } from '../request-refused.js'
import type { ServedChain, ServedChains } from '../served-chains.js'
import { narrow, type HandlerTable } from '../typed-handlers.js'

/** Used when the caller skips the estimate, e.g. before its approval is mined. */
const SWAP_GAS_WITHOUT_ESTIMATE = 300_000n

/** Three speeds over the node's gas price, as a gas station would offer them. */
async function gasPrices(chain: ServedChain) {
  const standard = await chain.client.getGasPrice()
  return {
    standard: String(standard),
    fast: String((standard * 125n) / 100n),
    instant: String((standard * 150n) / 100n),
  }
}

export function createConvertHandlers(
  chains: ServedChains,
  icons: IconUrls,
  quotes: QuoteBook,
  solana?: SolanaNode,
) {
  return {
    getConvertTokens: (request) => {
      const { chainId } = narrow(parameterValidators['getConvertTokens.query'], request.query)
      const chain = chains.require(chainId)
      const tokens = chain.assets.map((asset) => ({
        name: asset.name,
        symbol: asset.symbol,
        address: `${chain.info.caipNetworkId}:${asset.address}`,
        decimals: asset.decimals,
        logoUri: icons.token(asset.symbol),
        eip2612: false,
      }))
      return { status: 200, body: { tokens } }
    },

    getConvertQuotes: async (request) => {
      const query = narrow(parameterValidators['getConvertQuotes.query'], request.query)
      const amountIn = BigInt(query.amount)
      const amountOut = await quoteSwap(resolveSwap(chains, query), amountIn)
      const quote = {
        id: randomUUID(),
        fromAmount: String(amountIn),
        fromAccount: query.from,
        toAmount: String(amountOut),
        toAccount: query.to,
      }
      quotes.record(query)
      return { status: 200, body: { quotes: [quote] } }
    },

    getFungiblePrice: (request) => {
      const body = narrow(validators.FungiblePriceRequest, request.body)
      return {
        status: 200,
        body: { fungibles: fungiblePrices(chains, body.addresses, icons, solana) },
      }
    },

    getConvertAllowance: async (request) => {
      const query = narrow(parameterValidators['getConvertAllowance.query'], request.query)
      const { chain, asset } = resolveAsset(chains, query.tokenAddress, 'tokenAddress')
      const owner = resolveAccount(chains, query.userAddress, 'userAddress')
      if (owner.chain !== chain)
        throw new RequestRefused('tokenAddress and userAddress must be on the same chain')
      const allowance =
        asset.kind === 'native'
          ? maxUint256
          : await chain.client.readContract({
              address: asset.address,
              abi: devTokenAbi,
              functionName: 'allowance',
              args: [owner.address, chain.info.poolAddress],
            })
      return { status: 200, body: { allowance: String(allowance) } }
    },

    getGasPrice: async (request) => {
      const { chainId } = narrow(parameterValidators['getGasPrice.query'], request.query)
      return { status: 200, body: await gasPrices(chains.require(chainId)) }
    },

    buildConvertApprove: async (request) => {
      const query = narrow(parameterValidators['buildConvertApprove.query'], request.query)
      const swap = resolveSwap(chains, query)
      if (swap.tokenIn.kind === 'native')
        throw new RequestRefused(`${swap.tokenIn.symbol} needs no approval`)
      const { caipNetworkId, poolAddress } = swap.chain.info
      const gasPrice = await swap.chain.client.getGasPrice()
      return {
        status: 200,
        body: {
          tx: {
            from: query.userAddress,
            to: `${caipNetworkId}:${swap.tokenIn.address}`,
            data: approveCalldata(poolAddress),
            value: '0',
            eip155: { gasPrice: String(gasPrice) },
          },
        },
      }
    },

    buildConvertTransaction: async (request) => {
      const body = narrow(validators.BuildConvertTransactionRequest, request.body)
      const swap = resolveSwap(chains, body)
      quotes.assertFresh(body)
      const amountIn = BigInt(body.amount)
      const amountOut = await quoteSwap(swap, amountIn)
      const data = swapCalldata(swap, amountIn, minimumOut(amountOut, body.eip155.slippage))
      const value = swap.tokenIn.kind === 'native' ? amountIn : 0n
      const { client, info } = swap.chain
      if (!body.disableEstimate) await assertSwapFunded(swap, amountIn)
      const gas = body.disableEstimate
        ? SWAP_GAS_WITHOUT_ESTIMATE
        : await client
            .estimateGas({ account: swap.user, to: info.poolAddress, data, value })
            .catch((error: unknown) => {
              throw new RequestRefused(`The swap would fail: ${revertReason(error)}`)
            })
      const gasPrice = await client.getGasPrice()
      const tx = {
        from: body.userAddress,
        to: `${info.caipNetworkId}:${info.poolAddress}`,
        data,
        amount: String(value),
        // A fifth more than the estimate, so a state change before mining does not run out of gas.
        eip155: { gas: String((gas * 6n) / 5n), gasPrice: String(gasPrice) },
      }
      return { status: 200, body: { tx } }
    },
  } satisfies HandlerTable
}
