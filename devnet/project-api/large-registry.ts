import type { WalletListing } from './wallet-registry.js'

const isEvmWallet = (wallet: WalletListing): boolean =>
  wallet.chains?.some((chain) => chain.startsWith('eip155:')) === true

/**
 * A registry of `size` wallets grown from the real one, for testing long lists: the real wallets,
 * then numbered copies of the real EVM wallets (so an EVM app lists nearly all of them), each copy
 * with its own id, name and rank and the real image id, so every image still resolves.
 */
export function largeRegistry(real: readonly WalletListing[], size: number): WalletListing[] {
  const sources = real.filter(isEvmWallet)
  if (sources.length === 0) throw new Error('Project API: no EVM wallet to grow the registry from')
  const copies = Array.from({ length: Math.max(0, size - real.length) }, (_, index) => {
    const source = sources[index % sources.length]
    if (!source) throw new Error('Project API: wallet registry index out of range')
    const rank = real.length + index + 1
    return {
      ...source,
      id: `${source.id.slice(0, 56)}${rank.toString(16).padStart(8, '0')}`,
      name: `${source.name} #${String(rank)}`,
      order: rank,
      rdns: null,
    }
  })
  return [...real.slice(0, size), ...copies]
}
