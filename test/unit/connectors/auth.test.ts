import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { frameEvents } from '../../../generated/frame-messages/events.js'
import { createAuthConnector } from '../../../src/connectors/auth.js'
import { accountUserFrom } from '../../../src/controllers/account-user.js'
import { ConnectionError } from '../../../src/core/connection-errors.js'
import { PorticoError } from '../../../src/core/portico-error.js'
import type { CaipNetwork } from '../../../src/core/caip-network.js'
import { FRAME_READY_PAUSE_MS } from '../../../src/core/constants.js'
import { validateAppEvent } from '../../../src/frame/frame-event-validation.js'
import { createFakeDocument, createFakeWindow } from '../frame/fake-dom.js'
import { replyType, requestName } from '../frame/fake-frame-transport.js'
import { createMemoryLoginCache } from '../frame/fake-login-cache.js'
import { SAMPLE_SUCCESS, SAMPLE_USER } from '../frame/sample-requests.js'

const FRAME_URL = 'http://127.0.0.1:4510/frame'
const FRAME_ORIGIN = 'http://127.0.0.1:4510'

const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/**
 * The auth connector over a fake iframe whose frame answers every request with its sample
 * success, except those `refuse` names, which get an error reply with that message.
 */
function setup(refuse: Partial<Record<string, string>> = {}) {
  const dom = createFakeDocument()
  const page = Object.assign(createFakeWindow(), { open: () => null })
  const fromFrame = (data: unknown) => {
    setTimeout(() => {
      page.dispatch({ data, origin: FRAME_ORIGIN, source: dom.frameWindow })
    }, 0)
  }
  dom.frameWindow.postMessage.mockImplementation((message: unknown) => {
    const checked = validateAppEvent(message)
    if (!checked.valid) throw new Error(`The page posted an invalid ${String(checked.type)}`)
    const event = checked.event
    const name = requestName(event)
    const refusal = refuse[name]
    if (refusal !== undefined) {
      fromFrame({ type: replyType(event, 'error'), id: event.id, payload: { message: refusal } })
      return
    }
    const payload = SAMPLE_SUCCESS[name]
    fromFrame({
      type: replyType(event, 'success'),
      id: event.id,
      ...(payload === undefined ? {} : { payload }),
    })
  })
  const onUser = vi.fn()
  const connector = createAuthConnector({
    frameUrl: FRAME_URL,
    projectId: 'devnet-project',
    network: mainnet,
    findNetwork: (id) => (id === mainnet.caipNetworkId ? mainnet : undefined),
    document: dom.document,
    window: page,
    cache: createMemoryLoginCache(),
    dappData: () => ({ projectId: 'devnet-project', sdkVersion: 'test', sdkType: 'portico' }),
    theme: () => ({ themeMode: 'light' }),
    onSmartAccountEnabledNetworks: () => undefined,
    onUser,
  })
  /** Runs a connector call while the frame loads, says it is ready and answers. */
  const run = async <T>(call: () => Promise<T>): Promise<T> => {
    // Settled at once, so a refusal is not reported as unhandled while the timers run.
    const pending = call().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )
    fromFrame({ type: frameEvents.wire.FRAME_READY })
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS + 10)
    const outcome = await pending
    if ('error' in outcome) throw outcome.error
    return outcome.value
  }
  return { connector, onUser, run, dom, page }
}

describe('auth connector: email change', () => {
  it('reports the signed-in user on login, then with the new email once the change is confirmed', async () => {
    const { connector, onUser, run } = setup()
    const connected = await run(() => connector.connectEmail())
    expect(connected.accounts).toEqual([{ address: SAMPLE_USER.address }])
    expect(onUser).toHaveBeenLastCalledWith(accountUserFrom(SAMPLE_USER), undefined)

    expect(await run(() => connector.updateEmail('new@example.com'))).toBe('VERIFY_PRIMARY_OTP')
    await run(() => connector.confirmEmailUpdatePrimary('111111'))
    expect(onUser).toHaveBeenCalledTimes(1)
    expect(await run(() => connector.confirmEmailUpdateSecondary('222222'))).toBe('new@example.com')
    expect(onUser).toHaveBeenLastCalledWith(
      accountUserFrom({ ...SAMPLE_USER, email: 'new@example.com' }),
      undefined,
    )
  })

  it("passes the frame's refusal of a wrong code on and keeps the user's email", async () => {
    const { connector, onUser, run } = setup({ APP_UPDATE_EMAIL_SECONDARY_OTP: 'Invalid code' })
    await run(() => connector.connectEmail())
    await expect(run(() => connector.confirmEmailUpdateSecondary('000000'))).rejects.toThrow(
      'Invalid code',
    )
    expect(onUser).toHaveBeenCalledTimes(1)
    expect(onUser).toHaveBeenLastCalledWith(accountUserFrom(SAMPLE_USER), undefined)
  })

  it('[VAL-04] refuses a malformed new email before the frame is asked', async () => {
    const { connector, run } = setup()
    await expect(run(() => connector.updateEmail('not an email'))).rejects.toThrow(
      'Please enter a valid email address',
    )
  })
})

describe('auth connector: a social login the platform refuses', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("Google inside Android's WebView fails at once with ERR-71's message, before any popup or frame request", async () => {
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
    })
    const { connector, dom, page } = setup()
    const opened = vi.spyOn(page, 'open')
    const failure: unknown = await connector
      .connectSocial('google')
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ConnectionError)
    if (!(failure instanceof ConnectionError)) throw new Error('not a ConnectionError')
    expect(failure.message).toBe('Failed to initiate social connection')
    expect(failure.cause).toBeInstanceOf(PorticoError)
    expect(failure.cause).toHaveProperty(
      'message',
      'The google login is not offered in this browser',
    )
    expect(opened).not.toHaveBeenCalled()
    expect(dom.frameWindow.postMessage).not.toHaveBeenCalled()
  })
})
