import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_SOCIALS as socials } from '../../../src/core/constants.js'
import {
  hostLinkOpener,
  isSocialOfferedHere,
  platformOf,
} from '../../../src/core/in-app-browser.js'
import { filterSocials } from '../../../src/utils/platform.js'

/** User agents as the browsers and apps send them. */
const AGENTS = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  wkWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.39.109;FBBV/600000000]',
  instagram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Instagram 355.0.0.36.111 Android',
  line: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Line/14.19.1',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Telegram-Android/11.5.3',
  metaMaskAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 MetaMaskMobile',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const

const offered = (userAgent: string) =>
  filterSocials(socials, platformOf({ navigator: { userAgent } }))

describe('in-app browsers', () => {
  it('offers google in the phone browsers and in a wallet’s own browser', () => {
    for (const agent of ['chromeAndroid', 'safariIos', 'chromeIos', 'metaMaskAndroid'] as const) {
      expect(offered(AGENTS[agent]), agent).toContain('google')
    }
    expect(offered(AGENTS.desktopChrome)).toEqual(socials)
  })

  it('offers no google where Google refuses the webview, and the other logins still', () => {
    for (const agent of [
      'androidWebView',
      'wkWebView',
      'facebook',
      'instagram',
      'line',
      'telegramAndroid',
    ] as const) {
      const list = offered(AGENTS[agent])
      expect(list, agent).not.toContain('google')
      expect(list, agent).toEqual(
        expect.arrayContaining(['farcaster', 'discord', 'apple', 'github']),
      )
    }
  })

  it('reads the operating system and the phone from the user agent', () => {
    expect(platformOf({ navigator: { userAgent: AGENTS.safariIos } })).toEqual({
      isTelegram: false,
      isMobile: true,
      os: 'ios',
      isWebView: false,
    })
    expect(platformOf({ navigator: { userAgent: AGENTS.desktopChrome } })).toEqual({
      isTelegram: false,
      isMobile: false,
      os: 'linux',
      isWebView: false,
    })
  })

  it('knows a Telegram Mini App by its bridge and opens links through it', () => {
    const openLink = vi.fn(function (this: unknown, url: string) {
      return [this, url]
    })
    const WebApp = { openLink }
    const surroundings = { navigator: { userAgent: AGENTS.wkWebView }, Telegram: { WebApp } }
    expect(platformOf(surroundings)).toMatchObject({ isTelegram: true, os: 'ios' })
    void hostLinkOpener(surroundings)?.('https://wallet.example/wc?uri=x')
    expect(openLink).toHaveBeenCalledWith('https://wallet.example/wc?uri=x')
    expect(openLink.mock.contexts).toEqual([WebApp])
  })

  it('has no host opener in a plain browser, nor with a Telegram object that cannot open links', () => {
    expect(hostLinkOpener({ navigator: { userAgent: AGENTS.chromeAndroid } })).toBeUndefined()
    const broken = { navigator: { userAgent: AGENTS.chromeAndroid }, Telegram: { WebApp: {} } }
    expect(hostLinkOpener(broken)).toBeUndefined()
  })

  it("takes the app's own opener (a Farcaster mini app's) first, even inside Telegram", () => {
    const telegram = vi.fn()
    const app = vi.fn()
    const surroundings = {
      navigator: { userAgent: AGENTS.telegramAndroid },
      Telegram: { WebApp: { openLink: telegram } },
    }
    expect(hostLinkOpener(surroundings, app)).toBe(app)
    expect(hostLinkOpener({ navigator: { userAgent: AGENTS.chromeAndroid } }, app)).toBe(app)
    void hostLinkOpener(surroundings)?.('wallet://wc?uri=x')
    expect(telegram).toHaveBeenCalledWith('wallet://wc?uri=x')
    expect(app).not.toHaveBeenCalled()
  })

  it('decides for connect() as for the buttons: Google not in a webview it refuses, the other logins still', () => {
    for (const userAgent of [AGENTS.androidWebView, AGENTS.wkWebView, AGENTS.instagram]) {
      expect(isSocialOfferedHere('google', { navigator: { userAgent } })).toBe(false)
      expect(isSocialOfferedHere('github', { navigator: { userAgent } })).toBe(true)
    }
    expect(isSocialOfferedHere('google', { navigator: { userAgent: AGENTS.chromeAndroid } })).toBe(
      true,
    )
    expect(isSocialOfferedHere('google', {})).toBe(true)
  })
})
