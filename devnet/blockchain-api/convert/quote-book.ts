import { RequestRefused } from '../request-refused.js'

/**
 * How long a swap quote holds by default. The spec states no quote lifetime; a quote is priced
 * like the token prices it is shown with, and aggregators hold theirs for about half a minute,
 * so the devnet holds one twice the 15 s token price cache lifetime (CONST-14).
 */
export const DEFAULT_QUOTE_TTL_MS = 30_000

export const QUOTE_EXPIRED = { message: 'Quote expired', code: 'QUOTE_EXPIRED' } as const

/** The swap a quote prices: the same account selling the same amount of one token for another. */
export interface QuotedSwap {
  userAddress: string
  from: string
  to: string
  amount: string
}

/** Past this many swaps the oldest quotes are forgotten, so a long-running devnet stays small. */
const MAX_KEPT = 1000

const keyOf = ({ userAddress, from, to, amount }: QuotedSwap): string =>
  [userAddress, from, to, amount].map((part) => part.toLowerCase()).join('|')

/** The account part of a CAIP-10 id (or a plain address), lower case. */
const accountOf = (userAddress: string): string =>
  (userAddress.split(':').at(-1) ?? userAddress).toLowerCase()

/**
 * The quotes the service gave, by the swap they price. Building a swap whose latest quote is
 * older than the lifetime is refused, as an aggregator refuses a stale route; a swap built
 * without any quote (the API does not require one) is left alone. A lifetime can be set for one
 * account alone, so a test can watch its quotes expire while other tests swap on.
 */
export function createQuoteBook(now: () => number = Date.now) {
  let defaultTtlMs = DEFAULT_QUOTE_TTL_MS
  const accountTtlMs = new Map<string, number>()
  const quoted = new Map<string, number>()
  const ttlOf = (userAddress: string): number =>
    accountTtlMs.get(accountOf(userAddress)) ?? defaultTtlMs
  return {
    record: (swap: QuotedSwap): void => {
      const key = keyOf(swap)
      quoted.delete(key)
      quoted.set(key, now())
      const oldest = quoted.keys().next()
      if (quoted.size > MAX_KEPT && !oldest.done) quoted.delete(oldest.value)
    },
    /** Throws the 400 'Quote expired' when the swap's latest quote has outlived its lifetime. */
    assertFresh: (swap: QuotedSwap): void => {
      const at = quoted.get(keyOf(swap))
      if (at !== undefined && now() - at > ttlOf(swap.userAddress))
        throw new RequestRefused(QUOTE_EXPIRED.message, 400, QUOTE_EXPIRED.code, 'amount')
    },
    /** The default lifetime, and those set for single accounts. */
    lifetimes: (): { ms: number; accounts: Record<string, number> } => ({
      ms: defaultTtlMs,
      accounts: Object.fromEntries(accountTtlMs),
    }),
    /** Sets the default lifetime, or one account's when `address` is given. */
    setTtlMs: (ms: number, address?: string): void => {
      if (address === undefined) defaultTtlMs = ms
      else accountTtlMs.set(accountOf(address), ms)
    },
  }
}

export type QuoteBook = ReturnType<typeof createQuoteBook>
