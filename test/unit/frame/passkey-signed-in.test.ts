import { describe, expect, it } from 'vitest'
import { frameEvents } from '../../../generated/frame-messages/events.js'
import { passkeySignedInHandle, rememberFrameLogin } from '../../../src/frame/passkey-signed-in.js'
import { shouldCreateFrameAtStartup } from '../../../src/frame/login-cache.js'
import { createMemoryLoginCache, memoryValue, snapshot } from './fake-login-cache.js'

const SITE = 'https://secure.portico.test'
const HANDLE = '3f9a1c7e5b2d48a6c0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7'
const signedIn = { type: frameEvents.wire.FRAME_PASSKEY_SIGNED_IN, payload: { token: HANDLE } }

describe('the passkey sign-in notice from the secure site', () => {
  it("answers the handle of a valid notice from the site's origin", () => {
    expect(passkeySignedInHandle({ data: signedIn, origin: SITE }, SITE)).toBe(HANDLE)
  })

  it('takes nothing from another origin, however well formed', () => {
    expect(passkeySignedInHandle({ data: signedIn, origin: 'https://evil.test' }, SITE)).toBe(
      undefined,
    )
  })

  it('takes no notice that carries more than the handle, nor an empty one', () => {
    const withCredential = { ...signedIn, payload: { token: HANDLE, credential: 'signs' } }
    const empty = { ...signedIn, payload: { token: '' } }
    expect(passkeySignedInHandle({ data: withCredential, origin: SITE }, SITE)).toBe(undefined)
    expect(passkeySignedInHandle({ data: empty, origin: SITE }, SITE)).toBe(undefined)
  })

  it("takes no other frame event, even the hidden frame's session update with a handle", () => {
    const update = { type: frameEvents.wire.FRAME_SESSION_UPDATE, payload: { token: HANDLE } }
    expect(passkeySignedInHandle({ data: update, origin: SITE }, SITE)).toBe(undefined)
    expect(passkeySignedInHandle({ data: 'signed in', origin: SITE }, SITE)).toBe(undefined)
  })
})

describe('remembering a login the site made outside the hidden frame', () => {
  it('keeps the handle for IS_CONNECTED and has the next page load take the login back', () => {
    const cache = { ...createMemoryLoginCache(), connectedSocialProvider: memoryValue<string>() }
    rememberFrameLogin(cache, HANDLE)
    expect(snapshot(cache)).toEqual({
      loginEmail: undefined,
      emailLoginUsed: true,
      lastEmailLoginTime: undefined,
      frameSessionToken: HANDLE,
    })
    expect(shouldCreateFrameAtStartup(cache)).toBe(true)
  })

  it('forgets the social provider an earlier login left: a passkey login is not that social login', () => {
    const connectedSocialProvider = memoryValue<string>()
    connectedSocialProvider.set('google')
    rememberFrameLogin({ ...createMemoryLoginCache(), connectedSocialProvider }, HANDLE)
    expect(connectedSocialProvider.get()).toBe(undefined)
  })
})
