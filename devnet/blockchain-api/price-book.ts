/**
 * Which token prices the service knows. Every devnet asset is listed with a price; a developer
 * can make some unknown (PUT /devnet/unpriced), so balances show a token the way the real service
 * shows one it cannot price: price 0 and no value.
 */
export function createPriceBook() {
  let unpriced = new Set<string>()
  return {
    /** The listed price, or undefined when the symbol was made unknown. */
    priceOf: (symbol: string, listed: number): number | undefined =>
      unpriced.has(symbol) ? undefined : listed,
    setUnpriced: (symbols: readonly string[]): void => {
      unpriced = new Set(symbols)
    },
    unpriced: (): string[] => [...unpriced],
  }
}

export type PriceBook = ReturnType<typeof createPriceBook>
