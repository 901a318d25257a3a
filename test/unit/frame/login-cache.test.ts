import { describe, expect, it } from 'vitest'
import { clearLoginCache, shouldCreateFrameAtStartup } from '../../../src/frame/login-cache.js'
import { createMemoryLoginCache, snapshot } from './fake-login-cache.js'

describe('login cache', () => {
  it('[STATE-21] creates the frame at startup when email login was used before', () => {
    const cache = createMemoryLoginCache()
    cache.emailLoginUsed.set(true)
    expect(shouldCreateFrameAtStartup(cache)).toBe(true)
  })

  it('[STATE-22] does not create the frame at startup when email login was never used', () => {
    expect(shouldCreateFrameAtStartup(createMemoryLoginCache())).toBe(false)
  })

  it('clears every cached login value', () => {
    const cache = createMemoryLoginCache()
    cache.loginEmail.set('user@example.com')
    cache.emailLoginUsed.set(true)
    cache.lastEmailLoginTime.set(1)
    cache.frameSessionToken.set('token')
    clearLoginCache(cache)
    expect(snapshot(cache)).toEqual({
      loginEmail: undefined,
      emailLoginUsed: undefined,
      lastEmailLoginTime: undefined,
      frameSessionToken: undefined,
    })
  })
})
