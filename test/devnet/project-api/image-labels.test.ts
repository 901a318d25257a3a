import { describe, expect, it } from 'vitest'
import { codeLabel, walletInitials } from '../../../devnet/project-api/image-labels.js'
import { placeholderSvg } from '../../../devnet/project-api/placeholder-image.js'

describe('image labels', () => {
  it('takes two initials from two words, two capitals from one word, else one letter', () => {
    expect(walletInitials('Trust Wallet')).toBe('TW')
    expect(walletInitials('MetaMask')).toBe('MM')
    expect(walletInitials('Zerion')).toBe('Z')
    expect(walletInitials('ioPay')).toBe('I')
    expect(walletInitials('Imota ')).toBe('I')
  })

  it('cuts codes to the length that fits, upper-cased', () => {
    expect(codeLabel('usdc', 4)).toBe('USDC')
    expect(codeLabel('WBTC.e', 4)).toBe('WBTC')
  })
})

describe('placeholder SVG', () => {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

  it('is the same for the same seed and escapes its label', () => {
    expect(text(placeholderSvg('token:ETH', 'ETH'))).toBe(text(placeholderSvg('token:ETH', 'ETH')))
    expect(text(placeholderSvg('x', '<&>'))).toContain('>&#60;&#38;&#62;</text>')
  })
})
