import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from '../../../src/utils/origin.js'

const allowed = ['https://app.example.org', 'https://*.example.com', 'http://localhost:*']

describe('isOriginAllowed', () => {
  it('[VAL-34] accepts an origin matching a wildcard pattern (assumed syntax: * in a host label or port)', () => {
    expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', allowed)).toBe(true)
  })

  it('[VAL-34] refuses origins the wildcard cannot stretch to', () => {
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://example.com.evil.io', allowed)).toBe(false)
    expect(isOriginAllowed('https://evil-example.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://localhost:5173', allowed)).toBe(false)
    expect(isOriginAllowed('http://localhost.evil.io:5173', allowed)).toBe(false)
  })

  it('accepts an exact entry, ignoring case and a trailing slash, and refuses junk', () => {
    expect(isOriginAllowed('https://App.Example.org', allowed)).toBe(true)
    expect(isOriginAllowed('https://app.example.org', ['https://app.example.org/'])).toBe(true)
    expect(isOriginAllowed('https://other.example.org', allowed)).toBe(false)
    expect(isOriginAllowed('not an origin', allowed)).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })
})
