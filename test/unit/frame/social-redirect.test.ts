import { describe, expect, it } from 'vitest'
import {
  leaveForProvider,
  returnAddressOf,
  returnedProvider,
  SOCIAL_REDIRECT_KEY,
  takeReturnedResult,
  type RedirectPage,
} from '../../../src/frame/social-redirect.js'

/** A page at `href` with its own sessionStorage; it records where it went. */
function pageAt(href: string) {
  const stored = new Map<string, string>()
  const went: string[] = []
  const page: RedirectPage = {
    location: {
      href,
      assign: (url) => {
        went.push(url)
      },
    },
    history: {
      replaceState: (_data, _unused, url) => {
        page.location.href = url
      },
    },
    sessionStorage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => stored.set(key, value),
      removeItem: (key) => stored.delete(key),
    },
  }
  return { page, went, stored }
}

const RESULT = 'http://127.0.0.1:4400/social/done?code=abc&state=def'

describe('a social login where popups are blocked', () => {
  it('leaves for the provider with the page’s address to come back to, fragment aside', () => {
    const { page, went } = pageAt('https://app.example/swap?token=usdc#devnet')
    expect(returnAddressOf(page)).toBe('https://app.example/swap?token=usdc')
    leaveForProvider(page, 'x', 'http://127.0.0.1:4400/social/consent?state=def')
    expect(went).toEqual(['http://127.0.0.1:4400/social/consent?state=def'])
  })

  it('takes the result once on the way back and gives the page its own fragment again', () => {
    const { page, stored } = pageAt('https://app.example/swap#devnet')
    leaveForProvider(page, 'x', 'http://127.0.0.1:4400/social/consent?state=def')
    page.location.href = `https://app.example/swap#portico-social-result=${encodeURIComponent(RESULT)}`
    expect(returnedProvider(page)).toBe('x')
    expect(takeReturnedResult(page, 'github')).toBeUndefined()
    expect(takeReturnedResult(page, 'x')).toBe(RESULT)
    expect(page.location.href).toBe('https://app.example/swap#devnet')
    expect(stored.has(SOCIAL_REDIRECT_KEY)).toBe(false)
    expect(takeReturnedResult(page, 'x')).toBeUndefined()
  })

  it('takes no result the page did not leave for, nor a stored login without a result', () => {
    const link = pageAt(`https://app.example/#portico-social-result=${encodeURIComponent(RESULT)}`)
    expect(returnedProvider(link.page)).toBeUndefined()
    expect(takeReturnedResult(link.page, 'x')).toBeUndefined()
    const denied = pageAt('https://app.example/')
    leaveForProvider(denied.page, 'x', 'http://127.0.0.1:4400/social/consent?state=def')
    expect(returnedProvider(denied.page)).toBeUndefined()
    denied.stored.set(SOCIAL_REDIRECT_KEY, 'not json')
    denied.page.location.href = `https://app.example/#portico-social-result=x`
    expect(returnedProvider(denied.page)).toBeUndefined()
  })
})
