import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import {
  chooseWalletAppForRequests,
  walletAppLink,
  WALLET_APP_CHOICE_KEY,
} from '../../../src/connectors/wallet-app-link.js'
import {
  asksTheVisitor,
  openWalletAppForRequests,
} from '../../../src/connectors/walletconnect-request-links.js'
import { memoryStorage } from './memory-storage.js'

const SIGN_CLIENT_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'
const TOPIC = 'b'.repeat(64)

/**
 * The two members of the sign client used: its events, as 2.21.8 emits them, and its own storage
 * (where an earlier choice may sit).
 */
function signClient() {
  const events = new EventEmitter()
  const removed: string[] = []
  const client = {
    on: (
      event: string,
      listener: (request: { id: number; topic: string; request?: { method?: unknown } }) => void,
    ) => events.on(event, listener),
    core: {
      storage: {
        removeItem: (key: string) => {
          removed.push(key)
          return Promise.resolve()
        },
      },
    },
  }
  return { events, removed, client }
}

function setUp(focus = true) {
  const storage = memoryStorage()
  const handed: string[] = []
  const opened: unknown[] = []
  const { events, removed, client } = signClient()
  storage.setItem(SIGN_CLIENT_KEY, '{"href":"https://old.example","name":"Old"}')
  const forget = openWalletAppForRequests(client, {
    storage,
    window: {
      open: (...args: unknown[]) => {
        opened.push(args)
        return null
      },
    },
    openLink: (url) => {
      handed.push(url)
    },
    hasFocus: () => focus,
    warn: (message) => {
      throw new Error(message)
    },
  })
  const link = walletAppLink('https://wallet.example/app', 'wc:7f6e@2?symKey=1')
  if (!link) throw new Error('no link')
  return { storage, handed, opened, events, removed, forget, link }
}

describe('opening the wallet app for each WalletConnect request', () => {
  it("clears the sign client's own choice, so it never opens the app itself", () => {
    const { storage, removed } = setUp()
    expect(storage.items.has(SIGN_CLIENT_KEY)).toBe(false)
    expect(removed).toEqual([SIGN_CLIENT_KEY])
  })

  it("opens the chosen app's request link through the app's opener when a request is sent", () => {
    const { storage, handed, opened, events, link } = setUp()
    events.emit('session_request_sent', { id: 7, topic: TOPIC })
    expect(handed).toEqual([])
    chooseWalletAppForRequests(link, 'Wallet', storage)
    events.emit('session_request_sent', { id: 8, topic: TOPIC, chainId: 'eip155:1' })
    expect(handed).toEqual([`https://wallet.example/app/wc?requestId=8&sessionTopic=${TOPIC}`])
    expect(opened).toEqual([])
  })

  it('opens nothing for a request the wallet answers by itself (capabilities, assets, reads)', () => {
    const { storage, handed, events, link } = setUp()
    chooseWalletAppForRequests(link, 'Wallet', storage)
    for (const method of ['wallet_getCapabilities', 'wallet_getAssets', 'eth_chainId']) {
      events.emit('session_request_sent', { id: 10, topic: TOPIC, request: { method } })
    }
    expect(handed).toEqual([])
    events.emit('session_request_sent', {
      id: 11,
      topic: TOPIC,
      request: { method: 'personal_sign' },
    })
    expect(handed).toEqual([`https://wallet.example/app/wc?requestId=11&sessionTopic=${TOPIC}`])
  })

  it('counts signing, sending, switching and unknown methods as asking the visitor', () => {
    const asking = [
      'personal_sign',
      'eth_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_watchAsset',
      'solana_signMessage',
      'solana_signAndSendTransaction',
      'some_futureMethod',
    ]
    expect(asking.filter((method) => !asksTheVisitor(method))).toEqual([])
    const silent = ['wallet_getCapabilities', 'wallet_getCallsStatus', 'eth_accounts', 'eth_call']
    expect(silent.filter(asksTheVisitor)).toEqual([])
  })

  it('opens nothing while the visitor is not on the page', () => {
    const { storage, handed, events, link } = setUp(false)
    chooseWalletAppForRequests(link, 'Wallet', storage)
    events.emit('session_request_sent', { id: 9, topic: TOPIC })
    expect(handed).toEqual([])
  })

  it('forgets the choice when the session is deleted or expires, or Portico disconnects', () => {
    for (const end of ['session_delete', 'session_expire', 'disconnect']) {
      const { storage, events, forget, link } = setUp()
      chooseWalletAppForRequests(link, 'Wallet', storage)
      if (end === 'disconnect') forget()
      else events.emit(end, { id: 1, topic: TOPIC })
      expect(storage.items.has(WALLET_APP_CHOICE_KEY)).toBe(false)
    }
  })
})
