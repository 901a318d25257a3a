import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import {
  isLoopbackHost,
  safeDeepLinkBase,
  safeImageUrl,
  safeWebUrl,
} from '../../../src/utils/safe-url.js'

/** What a hostile or broken service may answer where a URL is expected. */
const HOSTILE = [
  'javascript:window.__pwned=1',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://wallet.example/9a1e',
  'http://wallet.example/',
  'http://10.0.0.1/',
  'http://127.example.com/',
  'ftp://wallet.example/',
  '//wallet.example/',
  '/relative/path',
  'not a url',
  'https://',
]

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  warn.mockRestore()
})

describe('loopback hosts', () => {
  it('are 127.0.0.0/8, localhost and [::1], nothing else', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '[::1]'])
      expect(isLoopbackHost(host)).toBe(true)
    for (const host of ['128.0.0.1', '127.0.0.1.example.com', 'localhost.example', '10.0.0.1'])
      expect(isLoopbackHost(host)).toBe(false)
  })
})

describe('a web URL from a service', () => {
  it('is kept when https, or http on the loopback (the devnet)', () => {
    expect(safeWebUrl('https://pay.example/checkout?x=1', 'checkout')).toBe(
      'https://pay.example/checkout?x=1',
    )
    expect(safeWebUrl('http://127.0.0.1:4100/checkout', 'checkout')).toBe(
      'http://127.0.0.1:4100/checkout',
    )
    expect(safeWebUrl('http://localhost:5173/', 'checkout')).toBe('http://localhost:5173/')
    expect(safeWebUrl('http://[::1]:8080/a', 'checkout')).toBe('http://[::1]:8080/a')
    expect(warn).not.toHaveBeenCalled()
  })

  it.each(HOSTILE)('is dropped, with one warning naming the field: %j', (value) => {
    expect(safeWebUrl(value, 'on-ramp checkout')).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('on-ramp checkout')
  })

  it('is dropped when not a string at all, and absent is no warning', () => {
    expect(safeWebUrl(42, 'homepage')).toBeUndefined()
    expect(safeWebUrl({ href: 'https://a.example' }, 'homepage')).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(safeWebUrl(undefined, 'homepage')).toBeUndefined()
    expect(safeWebUrl('', 'homepage')).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe("a wallet's deep link base", () => {
  it("is kept as a web page or as the wallet's own scheme", () => {
    for (const base of ['metamask:', 'metamask://', 'rainbow://app', 'trust', 'wc+x.y-z://'])
      expect(safeDeepLinkBase(base, 'mobile_link')).toBe(base)
    expect(safeDeepLinkBase('https://link.wallet.example/', 'mobile_link')).toBe(
      'https://link.wallet.example/',
    )
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    // ftp: is a scheme a wallet could own; only the five that run or open documents are refused.
    ...HOSTILE.filter(
      (value) => !['//wallet.example/', '/relative/path', 'ftp://wallet.example/'].includes(value),
    ),
    'javascript://%0aalert(1)',
    'JAVASCRIPT:',
    'data:',
    'vbscript',
    'file',
    'blob:',
    '1wallet://',
  ])('refuses %j', (value) => {
    expect(safeDeepLinkBase(value, 'mobile_link')).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('an image source', () => {
  it('is a web URL or a data image', () => {
    expect(safeImageUrl('https://img.example/a.png', 'icon')).toBe('https://img.example/a.png')
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=', 'icon')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
    expect(safeImageUrl('data:image/svg+xml,<svg/>', 'icon')).toBe('data:image/svg+xml,<svg/>')
  })

  it.each([
    'data:text/html,<script>1</script>',
    'javascript:1',
    'file:///a.png',
    'http://x.example/a.png',
  ])('refuses %j', (value) => {
    expect(safeImageUrl(value, 'icon')).toBeUndefined()
  })
})
