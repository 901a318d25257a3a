import {
  erc20Abi,
  isAddress,
  isAddressEqual,
  numberToHex,
  type Address,
  type Chain,
  type Client,
  type Transport,
} from 'viem'
import { getBalance, readContract } from 'viem/actions'
import { isWalletGetAssetsParams } from '../../generated/blockchain-api/checks/WalletGetAssetsParams.js'
import type { components } from '../../generated/blockchain-api/types.js'
import { invalidParams, paramAt, WalletRequestError } from './injected-wallet-params.js'

/**
 * ERC-7811 wallet_getAssets for the devnet injected wallet, read from the chain at each call:
 * the native coin and each ERC-20 it was told to watch that the account holds. It names and
 * counts the assets; it puts no price on them (a wallet's own list, not the Blockchain API's).
 * Browser code: no Node imports.
 */

type WalletAsset = components['schemas']['WalletAsset']

export interface AssetsChain {
  id: number
  client: Client<Transport, Chain>
  /** The ERC-20s the wallet lists; without them it does not report assetDiscovery there. */
  assetTokens: readonly Address[] | undefined
}

/** wallet_getAssets' `[{ account, chainFilter }]`, as the spec's schema says. */
export function readAssetsRequest(params: unknown) {
  const request = paramAt(params, 0)
  if (!isWalletGetAssetsParams(request)) {
    throw invalidParams('expected [{ account, chainFilter: [hex chain ids] }]')
  }
  return { account: request.account, chainIds: request.chainFilter.map(Number) }
}

async function tokenAsset(
  client: AssetsChain['client'],
  token: Address,
  owner: Address,
): Promise<WalletAsset[]> {
  const balance = await readContract(client, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
  if (balance === 0n) return []
  const [decimals, name, symbol] = await Promise.all([
    readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' }),
    readContract(client, { address: token, abi: erc20Abi, functionName: 'name' }),
    readContract(client, { address: token, abi: erc20Abi, functionName: 'symbol' }),
  ])
  return [
    {
      address: token,
      balance: numberToHex(balance),
      type: 'ERC20',
      metadata: { name, symbol, decimals },
    },
  ]
}

export function createWalletAssets(options: {
  address: Address
  chains: ReadonlyMap<number, AssetsChain>
}) {
  const { address, chains } = options

  /** The chains whose assets the wallet lists: the capability it reports there. */
  const discovers = (chainId: number): boolean => chains.get(chainId)?.assetTokens !== undefined

  async function assetsOn(chain: AssetsChain, tokens: readonly Address[]): Promise<WalletAsset[]> {
    const native = await getBalance(chain.client, { address })
    const held = await Promise.all(tokens.map((token) => tokenAsset(chain.client, token, address)))
    return [
      {
        address: 'native',
        balance: numberToHex(native),
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      ...held.flat(),
    ]
  }

  return {
    discovers,

    /** Each asked chain the wallet lists assets on, keyed by its hex id; others are left out. */
    async getAssets(params: unknown): Promise<Record<string, WalletAsset[]>> {
      const request = readAssetsRequest(params)
      if (!isAddress(request.account) || !isAddressEqual(request.account, address)) {
        throw new WalletRequestError(4100, `This wallet does not hold ${request.account}`)
      }
      const entries = await Promise.all(
        request.chainIds.flatMap((chainId) => {
          const chain = chains.get(chainId)
          const tokens = chain?.assetTokens
          if (chain === undefined || tokens === undefined) return []
          return [assetsOn(chain, tokens).then((assets) => [numberToHex(chainId), assets] as const)]
        }),
      )
      return Object.fromEntries(entries)
    },
  }
}

export type WalletAssets = ReturnType<typeof createWalletAssets>
