import { formatUnits, isAddress, toHex } from 'viem'
import type { components } from '../../../generated/blockchain-api/types.js'
import { parameterValidators, validators } from '../../../generated/blockchain-api/validators.js'
import { readHeldAssets, type HeldAsset } from '../account/held-assets.js'
import type { SolanaNode } from '../account/solana-balance.js'
import type { IconUrls } from '../icons.js'
import { jsonRpcError } from '../json-rpc-error.js'
import { proxyRefusal } from '../proxied-method.js'
import type { ServedChains } from '../served-chains.js'
import { narrow, type HandlerTable } from '../typed-handlers.js'
import { usdValue } from '../usd-value.js'

type WalletAsset = components['schemas']['WalletAsset']

/** EIP-7811's shape: the native currency's address is the word 'native'. */
function walletAssetOf({ asset, amount }: HeldAsset, icons: IconUrls): WalletAsset {
  const native = asset.kind === 'native'
  return {
    address: native ? 'native' : asset.address,
    balance: toHex(amount),
    type: native ? 'NATIVE' : 'ERC20',
    metadata: {
      name: asset.name,
      symbol: asset.symbol,
      decimals: asset.decimals,
      value: usdValue(formatUnits(amount, asset.decimals), asset.usdPrice),
      price: asset.usdPrice,
      iconUrl: icons.token(asset.symbol),
    },
  }
}

async function forward(rpcUrl: string, body: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

// JSON-RPC 2.0: the method is not served here.
const METHOD_NOT_FOUND = -32601

export function createRpcHandlers(chains: ServedChains, icons: IconUrls, solana?: SolanaNode) {
  const rpcUrlOf = (caipNetworkId: string): string | undefined =>
    chains.find(caipNetworkId)?.info.rpcUrl ??
    (solana?.caipNetworkId === caipNetworkId ? solana.rpcUrl : undefined)

  return {
    // The spec declares no 400 here: an unknown chain is a JSON-RPC error in a 200, per request.
    postChainRpc: async (request) => {
      const { chainId } = narrow(parameterValidators['postChainRpc.query'], request.query)
      const body = narrow(validators.ChainRpcRequest, request.body)
      const rpcUrl = rpcUrlOf(chainId)
      if (rpcUrl === undefined) {
        const refuse = (id: string | number) => jsonRpcError(id, `Unsupported chain ${chainId}`)
        return {
          status: 200,
          body: Array.isArray(body) ? body.map((one) => refuse(one.id)) : refuse(body.id),
        }
      }
      const refusalOf = (method: string) =>
        chains.find(chainId) === undefined ? undefined : proxyRefusal(method)
      const checkedForward = async (payload: unknown) => {
        const reply = await forward(rpcUrl, payload)
        if (!validators.ChainRpcResponse.check(reply))
          throw new Error(`${chainId} answered something that is not JSON-RPC`)
        return reply
      }
      if (!Array.isArray(body)) {
        const refusal = refusalOf(body.method)
        return {
          status: 200,
          body:
            refusal === undefined
              ? await checkedForward(body)
              : jsonRpcError(body.id, refusal, METHOD_NOT_FOUND),
        }
      }
      // A batch: the refused entries are answered here, the rest forwarded in order.
      const refusals = body.map((one) => refusalOf(one.method))
      const forwarded = body.filter((_, i) => refusals[i] === undefined)
      const reply = forwarded.length === 0 ? [] : await checkedForward(forwarded)
      const answers = Array.isArray(reply) ? [...reply] : [reply]
      const merged = body.flatMap((one, i) => {
        const refusal = refusals[i]
        if (refusal !== undefined) return [jsonRpcError(one.id, refusal, METHOD_NOT_FOUND)]
        const answer = answers.shift()
        return answer === undefined ? [] : [answer]
      })
      return { status: 200, body: merged }
    },

    postWalletRpc: async (request) => {
      const body = narrow(validators.WalletGetAssetsRequest, request.body)
      const { account, chainFilter } = body.params
      const entries = await Promise.all(
        chainFilter.map(async (hexChainId): Promise<[string, WalletAsset[]]> => {
          const chain = chains.findByChainId(Number(hexChainId))
          if (!chain || !isAddress(account, { strict: false })) return [hexChainId, []]
          const held = await readHeldAssets(chain, account)
          return [hexChainId, held.map((asset) => walletAssetOf(asset, icons))]
        }),
      )
      return {
        status: 200,
        body: { jsonrpc: '2.0', id: body.id, result: Object.fromEntries(entries) },
      }
    },
  } satisfies HandlerTable
}
