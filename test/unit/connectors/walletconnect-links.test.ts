import { describe, expect, it } from 'vitest'
import {
  isMobileUserAgent,
  walletConnectDeepLink,
} from '../../../src/connectors/walletconnect-links.js'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=12'
const ENCODED = encodeURIComponent(URI)

describe('wallet deep links with the pairing URI', () => {
  it('a universal link takes the pairing as its wc path', () => {
    expect(walletConnectDeepLink('https://wallet.example/', URI)).toBe(
      `https://wallet.example/wc?uri=${ENCODED}`,
    )
    expect(walletConnectDeepLink('https://wallet.example/app', URI)).toBe(
      `https://wallet.example/app/wc?uri=${ENCODED}`,
    )
  })

  it('a custom scheme, however it is written, becomes scheme://wc', () => {
    for (const base of ['metamask:', 'metamask://', 'metamask']) {
      expect(walletConnectDeepLink(base, URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    }
    expect(walletConnectDeepLink('rainbow://app', URI)).toBe(`rainbow://app/wc?uri=${ENCODED}`)
  })
})

describe('mobile user agents', () => {
  it('names phones and tablets mobile, desktops not', () => {
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(true)
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile')).toBe(
      true,
    )
    expect(
      isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari'),
    ).toBe(false)
  })
})
