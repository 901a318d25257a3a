import type { components } from '../../../generated/blockchain-api/types.js'
import { resolveAccount } from '../convert/swap-assets.js'
import { RequestRefused } from '../request-refused.js'
import { assetAt, type ServedChains } from '../served-chains.js'
import type { Purchase } from '../sessions/session-store.js'

const CAIP19 = /^([^/]+)\/([-a-z0-9]{3,8}):([^/]+)/

/**
 * The purchase an exchange payment describes: `asset` is CAIP-19 (slip44 for the native
 * currency, erc20 for a token) on the same chain as the CAIP-10 `recipient`.
 */
export function exchangePurchaseOf(
  chains: ServedChains,
  params: components['schemas']['GetExchangePayUrlParams'],
): Purchase {
  const [, caipNetworkId = '', namespace, reference = ''] = CAIP19.exec(params.asset) ?? []
  const chain = chains.require(caipNetworkId)
  const asset =
    namespace === 'slip44'
      ? chain.assets.find((one) => one.kind === 'native')
      : assetAt(chain, reference)
  if (!asset) throw new RequestRefused(`${params.asset} is no asset of ${caipNetworkId}`)
  const recipient = resolveAccount(chains, params.recipient, 'recipient')
  if (recipient.chain !== chain)
    throw new RequestRefused('asset and recipient must be on the same chain')
  if (Number(params.amount) <= 0) throw new RequestRefused('amount must be positive')
  return {
    to: recipient.address,
    chain: caipNetworkId,
    symbol: asset.symbol,
    amount: params.amount,
  }
}
