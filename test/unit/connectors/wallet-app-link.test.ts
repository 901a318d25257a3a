import { describe, expect, it } from 'vitest'
import {
  chooseWalletAppForRequests,
  chosenWalletApp,
  forgetWalletAppForRequests,
  openWalletApp,
  WALLET_APP_CHOICE_KEY,
  walletAppLink,
  walletAppRequestLink,
} from '../../../src/connectors/wallet-app-link.js'
import { memoryStorage } from './memory-storage.js'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'
const ENCODED = encodeURIComponent(URI)

const failOnWarn = (message: string, error: unknown): void => {
  throw new Error(message, { cause: error })
}

describe('the wallet app link on a phone', () => {
  it('a universal link (https) carries the pairing as <link>/wc?uri=<encoded>', () => {
    expect(walletAppLink('https://wallet.example/app', URI)).toEqual({
      href: `https://wallet.example/app/wc?uri=${ENCODED}`,
      kind: 'universal',
    })
  })

  it("a deep link (the app's scheme) carries it as <scheme>://wc?uri=<encoded>", () => {
    expect(walletAppLink('rainbow:', URI)).toEqual({
      href: `rainbow://wc?uri=${ENCODED}`,
      kind: 'deep',
    })
  })

  it('no mobile link, or one that runs script, gives no app link', () => {
    expect(walletAppLink(null, URI)).toBeUndefined()
    expect(walletAppLink(undefined, URI)).toBeUndefined()
    expect(walletAppLink('javascript:alert(1)', URI)).toBeUndefined()
  })

  it('opens a universal link in a new tab and a deep link in place, without an opener', () => {
    const opened: string[][] = []
    const window = {
      open: (...args: string[]) => {
        opened.push(args)
        return null
      },
    }
    const universal = walletAppLink('https://wallet.example', URI)
    const deep = walletAppLink('wallet://', URI)
    if (!universal || !deep) throw new Error('no links')
    openWalletApp(universal, { window, warn: failOnWarn })
    openWalletApp(deep, { window, warn: failOnWarn })
    expect(opened).toEqual([
      [universal.href, '_blank', 'noreferrer noopener'],
      [deep.href, '_self', 'noreferrer noopener'],
    ])
  })

  it('in a Telegram Mini App, opens either link through Telegram’s openLink, not the webview', () => {
    const opened: unknown[] = []
    const handed: string[] = []
    const window = {
      open: (...args: string[]) => {
        opened.push(args)
        return null
      },
      Telegram: { WebApp: { openLink: (url: string) => handed.push(url) } },
    }
    const universal = walletAppLink('https://wallet.example', URI)
    const deep = walletAppLink('wallet://', URI)
    if (!universal || !deep) throw new Error('no links')
    openWalletApp(universal, { window, warn: failOnWarn })
    openWalletApp(deep, { window, warn: failOnWarn })
    expect(handed).toEqual([universal.href, deep.href])
    expect(opened).toEqual([])
  })

  it("the app's openLink comes before Telegram's bridge and window.open, for either link", () => {
    const opened: unknown[] = []
    const toTelegram: string[] = []
    const toApp: string[] = []
    const window = {
      open: (...args: string[]) => {
        opened.push(args)
        return null
      },
      Telegram: { WebApp: { openLink: (url: string) => toTelegram.push(url) } },
    }
    const openLink = (url: string): void => {
      toApp.push(url)
    }
    const universal = walletAppLink('https://wallet.example', URI)
    const deep = walletAppLink('wallet://', URI)
    if (!universal || !deep) throw new Error('no links')
    openWalletApp(universal, { window, openLink, warn: failOnWarn })
    openWalletApp(deep, { window, openLink, warn: failOnWarn })
    expect(toApp).toEqual([universal.href, deep.href])
    expect(toTelegram).toEqual([])
    expect(opened).toEqual([])
  })

  it('an openLink that throws or rejects is reported, and the page does not open the link itself', async () => {
    const opened: unknown[] = []
    const window = {
      open: (...args: string[]) => {
        opened.push(args)
        return null
      },
    }
    const link = walletAppLink('https://wallet.example', URI)
    if (!link) throw new Error('no link')
    const heard: [string, unknown][] = []
    const warn = (message: string, error: unknown): void => {
      heard.push([message, error])
    }
    const thrown = new Error('no host')
    const rejected = new Error('refused')
    openWalletApp(link, {
      window,
      warn,
      openLink: () => {
        throw thrown
      },
    })
    openWalletApp(link, { window, warn, openLink: () => Promise.reject(rejected) })
    await expect.poll(() => heard.length).toBe(2)
    expect(heard).toEqual([
      ['The host app did not open the wallet app', thrown],
      ['The host app did not open the wallet app', rejected],
    ])
    expect(opened).toEqual([])
  })

  it("the app chosen for requests is kept under Portico's own key, and a request's link is <base>/wc?requestId=…&sessionTopic=…", () => {
    const topic = 'a'.repeat(64)
    for (const [base, expected, kind] of [
      [
        'https://wallet.example/app',
        `https://wallet.example/app/wc?requestId=7&sessionTopic=${topic}`,
        'universal',
      ],
      ['wallet:', `wallet://wc?requestId=7&sessionTopic=${topic}`, 'deep'],
    ] as const) {
      const link = walletAppLink(base, URI)
      if (!link) throw new Error('no link')
      const storage = memoryStorage()
      chooseWalletAppForRequests(link, 'Wallet', storage)
      expect([...storage.items.keys()]).toEqual([WALLET_APP_CHOICE_KEY])
      expect(WALLET_APP_CHOICE_KEY).not.toBe('WALLETCONNECT_DEEPLINK_CHOICE')
      const chosen = chosenWalletApp(storage)
      if (!chosen) throw new Error('nothing chosen')
      expect(walletAppRequestLink(chosen, { id: 7, topic })).toEqual({ href: expected, kind })
    }
  })

  it('a kept choice that is not JSON or lacks its link or kind is no choice', () => {
    for (const kept of ['{', '"x"', '{"kind":"deep"}', '{"href":"wallet://","kind":"other"}']) {
      const storage = memoryStorage()
      storage.setItem(WALLET_APP_CHOICE_KEY, kept)
      expect(chosenWalletApp(storage)).toBeUndefined()
    }
    expect(chosenWalletApp(memoryStorage())).toBeUndefined()
  })

  it("a pairing shown without an app link forgets the app chosen before, so its requests do not open another wallet's app", () => {
    const link = walletAppLink('https://wallet.example', URI)
    if (!link) throw new Error('no link')
    const storage = memoryStorage()
    chooseWalletAppForRequests(link, 'Wallet', storage)
    forgetWalletAppForRequests(storage)
    expect(storage.items.has(WALLET_APP_CHOICE_KEY)).toBe(false)
  })

  it('a storage that refuses (private mode, a sandboxed frame) keeps no choice and throws nothing', () => {
    const link = walletAppLink('https://wallet.example', URI)
    if (!link) throw new Error('no link')
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    chooseWalletAppForRequests(link, 'Wallet', refusing)
    forgetWalletAppForRequests(refusing)
    expect(chosenWalletApp(refusing)).toBeUndefined()
  })
})
