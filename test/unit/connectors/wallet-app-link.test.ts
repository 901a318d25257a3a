import { describe, expect, it } from 'vitest'
import {
  chooseWalletAppForRequests,
  forgetWalletAppForRequests,
  openWalletApp,
  WALLET_APP_CHOICE_KEY,
  walletAppLink,
} from '../../../src/connectors/wallet-app-link.js'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'
const ENCODED = encodeURIComponent(URI)

/** The link the sign client opens for a request, from the stored choice (as 2.21.8 writes it). */
function requestLink(choice: string, requestId: number, topic: string): string {
  const parsed: unknown = JSON.parse(choice)
  if (typeof parsed !== 'object' || parsed === null || !('href' in parsed)) throw new Error('no')
  const href = String(parsed.href).replace(/\/$/, '')
  return `${href}/wc?requestId=${String(requestId)}&sessionTopic=${topic}`
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
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
    openWalletApp(universal, window)
    openWalletApp(deep, window)
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
    openWalletApp(universal, window)
    openWalletApp(deep, window)
    expect(handed).toEqual([universal.href, deep.href])
    expect(opened).toEqual([])
  })

  it('the choice for requests makes the sign client open the same app with the request', () => {
    const topic = 'a'.repeat(64)
    for (const [base, expected] of [
      [
        'https://wallet.example/app',
        `https://wallet.example/app/wc?requestId=7&sessionTopic=${topic}`,
      ],
      ['wallet:', `wallet://wc?requestId=7&sessionTopic=${topic}`],
    ] as const) {
      const link = walletAppLink(base, URI)
      if (!link) throw new Error('no link')
      const storage = memoryStorage()
      chooseWalletAppForRequests(link, 'Wallet', storage)
      const choice = storage.items.get(WALLET_APP_CHOICE_KEY) ?? ''
      expect(JSON.parse(choice)).toMatchObject({ name: 'Wallet' })
      expect(requestLink(choice, 7, topic)).toBe(expected)
    }
  })

  it("a pairing shown without an app link forgets the app chosen before, so its requests do not open another wallet's app", () => {
    const link = walletAppLink('https://wallet.example', URI)
    if (!link) throw new Error('no link')
    const storage = memoryStorage()
    chooseWalletAppForRequests(link, 'Wallet', storage)
    forgetWalletAppForRequests(storage)
    expect(storage.items.has(WALLET_APP_CHOICE_KEY)).toBe(false)
  })
})
