import { isWalletAsset as isSchemaWalletAsset } from '../../generated/blockchain-api/checks/WalletAsset.js'
import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import type { Eip1193Provider } from '../connectors/injected.js'
import { activeWalletProvider, type ActiveWallet } from './active-wallet-provider.js'
import { isFiniteNumber } from '../core/stored-values.js'
import { formatCaipNetworkId, type ParsedCaipAddress } from '../utils/caip.js'
import { formatUnits, quantityToHex, type Hex } from '../utils/evm.js'
import { within } from '../core/within.js'
import { isRecord } from '../utils/is-record.js'

/**
 * The connected wallet's own asset list (ERC-7811 wallet_getAssets, CALL-53/54), asked through
 * its EIP-1193 provider. It loads with the first balance fetch of an eip155 account that has a
 * wallet, not with the first page load. A wallet is untrusted: its answers are checked, and a
 * wallet that refuses, fails or keeps silent leaves the balances to the Blockchain API.
 */

type BalanceResponse = BlockchainApi['schemas']['BalanceResponse']
type TokenBalance = BlockchainApi['schemas']['TokenBalance']

/**
 * How long each wallet call may take. A WalletConnect wallet may never answer a method it does
 * not know, and the visitor would wait for balances meanwhile.
 */
export const WALLET_ASSETS_WAIT_MS = 2000

/** An asset as a wallet's wallet_getAssets (ERC-7811) reports it (spec §3, "Wallet asset"). */
export type WalletAsset = BlockchainApi['schemas']['WalletAsset']
/** wallet_getAssets' one parameter: the account and the chains to look at. */
export type WalletAssetsRequest = BlockchainApi['schemas']['WalletGetAssetsParams']

/** Other ERC-7811 types (NFTs) are not token balances. */
const TOKEN_ASSET_TYPES: readonly string[] = ['ERC20', 'NATIVE']
/** EIP-5792 lets a wallet list capabilities under 0x0 when they hold on every chain. */
const ALL_CHAINS: Hex = '0x0'
/** More decimals than any token has: formatting a balance with them would only cost time. */
const MAX_DECIMALS = 77

const isDecimals = (value: unknown): boolean =>
  value === undefined ||
  (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= MAX_DECIMALS)

/**
 * The spec's schema, and what it cannot say: a token type (ENT-19; wallets differ in case),
 * decimals a balance can be formatted with, amounts that are numbers at all.
 */
function isTokenAsset(value: unknown): value is WalletAsset {
  if (!isSchemaWalletAsset(value)) return false
  const metadata = value.metadata ?? {}
  return (
    TOKEN_ASSET_TYPES.includes(value.type.toUpperCase()) &&
    isDecimals(metadata.decimals) &&
    [metadata.value, metadata.price].every(
      (amount) => amount === undefined || isFiniteNumber(amount),
    )
  )
}

/** Maps an ERC-7811 asset to the Blockchain API's token balance shape (CALL-53). */
export function tokenBalanceFromAsset(asset: WalletAsset, caipNetworkId: string): TokenBalance {
  const metadata = asset.metadata ?? {}
  const decimals = metadata.decimals ?? 0
  const isNative = asset.address === 'native' || asset.type.toUpperCase() === 'NATIVE'
  return {
    name: metadata.name ?? '',
    symbol: metadata.symbol ?? '',
    chainId: caipNetworkId,
    ...(isNative ? {} : { address: `${caipNetworkId}:${asset.address}` }),
    value: metadata.value ?? 0,
    price: metadata.price ?? 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(BigInt(asset.balance), decimals) },
    iconUrl: metadata.iconUrl ?? '',
  }
}

function supportsAssetDiscovery(capabilities: unknown, chainIdHex: Hex): boolean {
  if (!isRecord(capabilities)) return false
  return [chainIdHex, ALL_CHAINS].some((key) => {
    const chain = capabilities[key]
    return (
      isRecord(chain) && isRecord(chain.assetDiscovery) && chain.assetDiscovery.supported === true
    )
  })
}

/** A wallet that keeps silent past the wait: read as no answer. */
const SILENT = undefined

/**
 * The account's balances as its wallet lists them: wallet_getCapabilities for the account, then,
 * only where they report assetDiscovery for the account's chain, wallet_getAssets for that chain.
 * Undefined (the API's turn) when the wallet does not discover assets, refuses (4200, -32601, any
 * error), keeps silent past `waitMs`, or answers something that is not an asset list.
 */
export async function walletBalances(
  provider: Eip1193Provider,
  account: ParsedCaipAddress,
  waitMs: number = WALLET_ASSETS_WAIT_MS,
): Promise<BalanceResponse | undefined> {
  if (account.chainNamespace !== 'eip155') return
  const chainIdHex = quantityToHex(Number(account.chainId))
  try {
    const capabilities = await within(
      provider.request({ method: 'wallet_getCapabilities', params: [account.address] }),
      waitMs,
      SILENT,
    )
    if (!supportsAssetDiscovery(capabilities, chainIdHex)) return
    const request: WalletAssetsRequest = { account: account.address, chainFilter: [chainIdHex] }
    const answer = await within(
      provider.request({ method: 'wallet_getAssets', params: [request] }),
      waitMs,
      SILENT,
    )
    const assets = isRecord(answer) ? answer[chainIdHex] : undefined
    if (!Array.isArray(assets)) return
    const caipNetworkId = formatCaipNetworkId(account.chainNamespace, account.chainId)
    return {
      balances: assets
        .filter(isTokenAsset)
        .map((asset) => tokenBalanceFromAsset(asset, caipNetworkId)),
    }
  } catch {
    return
  }
}

/**
 * The active connection's balances as its wallet lists them: its provider, once its connector has
 * supplied it (a WalletConnect session's comes just after the connection), is asked as above.
 */
export async function activeWalletBalances(
  wallet: ActiveWallet,
  account: ParsedCaipAddress,
  waitMs: number = WALLET_ASSETS_WAIT_MS,
): Promise<BalanceResponse | undefined> {
  // Only an eip155 account's wallet lists assets: another's balances never wait for it.
  if (account.chainNamespace !== 'eip155') return
  const provider = await activeWalletProvider(wallet, waitMs)
  return provider && walletBalances(provider, account, waitMs)
}
