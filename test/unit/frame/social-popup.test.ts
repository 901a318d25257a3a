import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POPUP_POLL_MS } from '../../../src/core/constants.js'
import {
  openSocialPopup,
  type PopupHost,
  type PopupWindow,
} from '../../../src/frame/social-popup.js'
import { createFakeWindow } from './fake-dom.js'
import { messageOf, track } from './track-promise.js'

const SECURE_SITE = 'http://127.0.0.1:4510'
const CONSENT_URL = 'http://127.0.0.1:4511/authorize?state=abc'
const RESULT_URI = 'http://127.0.0.1:4510/social/result?code=xyz'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup(options: { blocked?: boolean; url?: string } = {}) {
  const host = createFakeWindow()
  const popup: PopupWindow & { closed: boolean } = {
    closed: false,
    location: { href: '' },
    close: vi.fn(() => {
      popup.closed = true
    }),
  }
  const open = vi.fn<PopupHost['open']>((url) => {
    popup.location.href = url
    return options.blocked === true ? null : popup
  })
  const logger = { warn: vi.fn<(message: string, details?: unknown) => void>() }
  const social = openSocialPopup({
    host: { ...host, open },
    trustedOrigin: SECURE_SITE,
    url: options.url,
    logger,
  })
  return { host, popup, open, logger, social, result: track(social.result) }
}

describe('social login popup', () => {
  it('[CALL-28] opens a 600 x 800 popup at the given URL', () => {
    const { open } = setup({ url: CONSENT_URL })
    const [url, , features] = open.mock.calls[0] ?? []
    expect(url).toBe(CONSENT_URL)
    expect(features).toContain('width=600')
    expect(features).toContain('height=800')
  })

  it('[CALL-28] can open blank first and navigate once the redirect URI is known', () => {
    const { open, popup, social } = setup()
    expect(open.mock.calls[0]?.[0]).toBe('about:blank')
    social.navigate(CONSENT_URL)
    expect(popup.location.href).toBe(CONSENT_URL)
  })

  it('[VAL-47] accepts the result from the trusted secure-site origin and closes the popup', async () => {
    const { host, popup, result } = setup({ url: CONSENT_URL })
    // A synthetic event claiming the popup is not the popup's answer.
    host.dispatch({
      data: { resultUri: `${RESULT_URI}&forged` },
      origin: SECURE_SITE,
      source: popup,
      isTrusted: false,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(result.value).toBeUndefined()
    host.dispatch({ data: { resultUri: RESULT_URI }, origin: SECURE_SITE, source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(result.value).toBe(RESULT_URI)
    expect(popup.close).toHaveBeenCalled()
    expect(host.listenerCount()).toBe(0)
  })

  it('[VAL-47] does not accept a trusted-origin result from a window other than the popup', async () => {
    const { host, popup, logger, result } = setup({ url: CONSENT_URL })
    const otherTab = { closed: false, location: { href: SECURE_SITE }, close: vi.fn() }
    host.dispatch({
      data: { resultUri: 'http://127.0.0.1:4510/x' },
      origin: SECURE_SITE,
      source: otherTab,
    })
    host.dispatch({
      data: { resultUri: 'http://127.0.0.1:4510/y' },
      origin: SECURE_SITE,
      source: null,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(result.settled).toBe(false)
    expect(logger.warn).toHaveBeenCalledWith('Untrusted Source', { origin: SECURE_SITE })
    expect(popup.close).not.toHaveBeenCalled()
    host.dispatch({ data: { resultUri: RESULT_URI }, origin: SECURE_SITE, source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(result.value).toBe(RESULT_URI)
  })

  it('[VAL-48] does not accept a result from another origin and logs Untrusted Origin', async () => {
    const { host, popup, logger, result } = setup({ url: CONSENT_URL })
    const forged = { data: { resultUri: 'http://evil.test/x' }, origin: 'http://evil.test' }
    host.dispatch({ ...forged, source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(result.settled).toBe(false)
    expect(logger.warn).toHaveBeenCalledWith('Untrusted Origin', { origin: 'http://evil.test' })
    host.dispatch({ data: { resultUri: RESULT_URI }, origin: SECURE_SITE, source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(result.value).toBe(RESULT_URI)
  })

  it('ignores other messages on the page without logging', async () => {
    const { host, logger, result } = setup({ url: CONSENT_URL })
    host.dispatch({ data: { type: 'FRAME_READY' }, origin: SECURE_SITE, source: null })
    host.dispatch({ data: 'wallet extension ping', origin: 'http://other.test', source: null })
    await vi.advanceTimersByTimeAsync(0)
    expect(result.settled).toBe(false)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('[CONST-04][ERR-69] notices a closed popup at the next 1 s check and rejects with Popup closed', async () => {
    const { popup, host, result } = setup({ url: CONSENT_URL })
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + POPUP_POLL_MS / 2)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS / 2 - 1)
    expect(result.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(messageOf(result.error)).toBe('Popup closed')
    expect(host.listenerCount()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('[ERR-69] rejects with Popup closed when the login is cancelled', async () => {
    const { popup, social, result } = setup({ url: CONSENT_URL })
    social.close()
    await vi.advanceTimersByTimeAsync(0)
    expect(messageOf(result.error)).toBe('Popup closed')
    expect(popup.close).toHaveBeenCalled()
  })

  it('fails at once when the browser blocks the popup', async () => {
    const { result } = setup({ blocked: true, url: CONSENT_URL })
    await vi.advanceTimersByTimeAsync(0)
    expect(messageOf(result.error)).toBe('Failed to initiate social connection')
  })
})
