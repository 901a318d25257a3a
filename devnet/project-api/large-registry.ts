import type { WalletListing } from './wallet-registry.js'

/**
 * A registry of `size` wallets built from the real one, for testing long lists: copies of the real
 * wallets in rank order, each copy with its own id, name and rank, keeping the real image ids so
 * every image still resolves.
 */
export function largeRegistry(real: readonly WalletListing[], size: number): WalletListing[] {
  if (real.length === 0) throw new Error('Project API: cannot grow an empty wallet registry')
  return Array.from({ length: size }, (_, index) => {
    const source = real[index % real.length]
    if (!source) throw new Error('Project API: wallet registry index out of range')
    const round = Math.floor(index / real.length)
    if (round === 0) return source
    const suffix = index.toString(16).padStart(8, '0')
    return {
      ...source,
      id: `${source.id.slice(0, 56)}${suffix}`,
      name: `${source.name} ${String(round + 1)}`,
      order: index + 1,
      rdns: undefined,
    }
  })
}
