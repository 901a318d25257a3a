import { describe, expect, it } from 'vitest'
import {
  BROWSER_WALLET_NAME,
  isWalletVisible,
  recommendedWalletCap,
} from '../../../src/controllers/wallet-visibility.js'

const desktop = { excluded: [], isMobile: false }
const mobile = { excluded: [], isMobile: true }

describe('wallet visibility', () => {
  const excluded = [{ name: 'MetaMask', rdns: 'io.metamask' }, { name: 'Safe' }]

  it('[VAL-42] hides a wallet excluded by rdns', () => {
    const renamed = { name: 'MetaMask Flask', rdns: 'io.metamask', installed: true }
    expect(isWalletVisible(renamed, { ...desktop, excluded })).toBe(false)
    const other = { name: 'Rainbow', rdns: 'me.rainbow', installed: true }
    expect(isWalletVisible(other, { ...desktop, excluded })).toBe(true)
  })

  it('[VAL-43] hides a wallet excluded by name, whatever its case', () => {
    for (const name of ['Safe', 'SAFE', 'metamask']) {
      expect(isWalletVisible({ name, installed: true }, { ...desktop, excluded })).toBe(false)
    }
  })

  it('does not match a wallet without rdns to an excluded wallet without rdns by rdns', () => {
    const unnamed = { name: 'Zerion', rdns: null, installed: true }
    expect(isWalletVisible(unnamed, { ...desktop, excluded: [{ name: 'Safe', rdns: null }] })).toBe(
      true,
    )
  })

  it('[VAL-44] hides Browser Wallet on desktop when it is not installed', () => {
    const browserWallet = { name: BROWSER_WALLET_NAME, rdns: 'com.example', installed: false }
    expect(isWalletVisible(browserWallet, desktop)).toBe(false)
    expect(isWalletVisible({ ...browserWallet, installed: true }, desktop)).toBe(true)
  })

  it('[VAL-45] hides Browser Wallet on mobile when it has no rdns', () => {
    for (const rdns of [undefined, null, '']) {
      expect(isWalletVisible({ name: BROWSER_WALLET_NAME, rdns, installed: true }, mobile)).toBe(
        false,
      )
    }
    const withRdns = { name: BROWSER_WALLET_NAME, rdns: 'com.example', installed: false }
    expect(isWalletVisible(withRdns, mobile)).toBe(true)
  })
})

describe('recommended wallet cap', () => {
  const none = { featured: 0, custom: 0, installed: 0, emailEnabled: false, socialsEnabled: false }

  it('[CONST-42] is 4 minus the featured, custom and installed wallets, email and social', () => {
    expect(recommendedWalletCap(none)).toBe(4)
    expect(recommendedWalletCap({ ...none, featured: 1 })).toBe(3)
    expect(recommendedWalletCap({ ...none, custom: 1 })).toBe(3)
    expect(recommendedWalletCap({ ...none, installed: 1 })).toBe(3)
    expect(recommendedWalletCap({ ...none, emailEnabled: true })).toBe(3)
    expect(recommendedWalletCap({ ...none, socialsEnabled: true })).toBe(3)
    expect(recommendedWalletCap({ ...none, installed: 1, emailEnabled: true })).toBe(2)
  })

  it('[CONST-42] counts email and social as one each, and never goes below 0', () => {
    const all = { featured: 2, custom: 1, installed: 3, emailEnabled: true, socialsEnabled: true }
    expect(recommendedWalletCap(all)).toBe(0)
    expect(recommendedWalletCap({ ...none, featured: 3, socialsEnabled: true })).toBe(0)
  })
})
