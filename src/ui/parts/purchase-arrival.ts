import type { TokenBalance } from '../../controllers/balances.js'
import type { Transaction } from '../../controllers/transactions.js'
import { formatUnits, parseUnits } from '../../utils/evm.js'

/** The bought token, as the account's balances name it on the network it is delivered to. */
export interface PurchasedToken {
  symbol: string
  caipNetworkId: string
}

const TRANSACTION_HASH = /^0x[0-9a-f]{64}$/i

function held(balances: readonly TokenBalance[], token: PurchasedToken) {
  const balance = balances.find(
    (entry) => entry.symbol === token.symbol && entry.chainId === token.caipNetworkId,
  )
  if (!balance) return undefined
  const decimals = Number(balance.quantity.decimals)
  return { units: parseUnits(balance.quantity.numeric, decimals), decimals }
}

/**
 * How much of the token came in between two readings of the balances, as a decimal string, or
 * undefined while nothing came. A provider pays into the wallet, so the wallet's own balance is
 * the one thing every provider's purchase changes.
 */
export function arrivedAmount(
  before: readonly TokenBalance[],
  after: readonly TokenBalance[],
  token: PurchasedToken,
): string | undefined {
  const now = held(after, token)
  if (!now) return undefined
  const gained = now.units - (held(before, token)?.units ?? 0n)
  return gained > 0n ? formatUnits(gained, now.decimals) : undefined
}

/**
 * The hash of the newest transaction that brought the token in, when the history lists one with
 * a transaction hash (the explorer links to hashes only).
 */
export function arrivalHash(
  transactions: readonly Transaction[],
  symbol: string,
): string | undefined {
  const arrival = transactions.find((transaction) =>
    (transaction.transfers ?? []).some(
      (transfer) => transfer.direction === 'in' && transfer.fungible_info?.symbol === symbol,
    ),
  )
  const hash = arrival?.metadata.hash
  return hash !== undefined && TRANSACTION_HASH.test(hash) ? hash : undefined
}
