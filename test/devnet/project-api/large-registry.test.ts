import { describe, expect, it } from 'vitest'
import { largeRegistry } from '../../../devnet/project-api/large-registry.js'
import { loadWalletRegistry } from '../../../devnet/project-api/wallet-registry.js'
import { validators } from '../../../generated/project-api/index.js'

describe('largeRegistry', () => {
  const real = loadWalletRegistry()

  it('grows the real registry to 10,000 valid wallets with unique ids and ranks', () => {
    const large = largeRegistry(real, 10_000)
    expect(large).toHaveLength(10_000)
    expect(large.slice(0, real.length)).toEqual(real)
    expect(new Set(large.map((wallet) => wallet.id)).size).toBe(10_000)
    expect(large.at(-1)?.order).toBe(10_000)
    expect(large.every((wallet) => validators.WalletListing.check(wallet))).toBe(true)
    const copies = large.slice(real.length)
    expect(copies.every((wallet) => wallet.chains?.some((id) => id.startsWith('eip155:')))).toBe(
      true,
    )
  })

  it('cuts the real registry when asked for fewer wallets', () => {
    expect(largeRegistry(real, 10)).toEqual(real.slice(0, 10))
  })
})
