import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS as socials } from '../../../src/core/constants.js'
import { filterSocials, type Platform } from '../../../src/utils/platform.js'

const desktop: Platform = { isTelegram: false, isMobile: false, os: 'windows', isWebView: false }

describe('filterSocials', () => {
  it('[CONST-59] keeps every default social, in order, on a desktop browser', () => {
    expect(filterSocials(socials, desktop)).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  it('[VAL-38] offers no google inside Telegram on iOS', () => {
    const result = filterSocials(socials, {
      isTelegram: true,
      isMobile: true,
      os: 'ios',
      isWebView: false,
    })
    expect(result).not.toContain('google')
    expect(result).toEqual(['x', 'farcaster', 'discord', 'apple', 'github'])
  })

  it('[VAL-39] offers no x inside Telegram on Mac', () => {
    const result = filterSocials(socials, {
      isTelegram: true,
      isMobile: false,
      os: 'mac',
      isWebView: false,
    })
    expect(result).toEqual(['google', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  })

  it('[VAL-40] offers neither facebook nor x inside Telegram on Android', () => {
    const result = filterSocials(socials, {
      isTelegram: true,
      isMobile: false,
      os: 'android',
      isWebView: false,
    })
    expect(result).toEqual(['google', 'farcaster', 'discord', 'apple', 'github'])
  })

  it('[VAL-41] offers no facebook on any mobile', () => {
    for (const os of ['ios', 'android', 'other'] as const) {
      const result = filterSocials(socials, {
        isTelegram: false,
        isMobile: true,
        os,
        isWebView: false,
      })
      expect(result).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github'])
    }
  })
})
