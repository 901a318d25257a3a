import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_READY_PAUSE_MS } from '../../../src/core/constants.js'
import { createFrameInitializer } from '../../../src/frame/frame-initializer.js'
import { initReplies } from './fake-frame-transport.js'
import { SAMPLE_ARGS } from './sample-requests.js'
import { createHarness, deliver } from './secure-frame-harness.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const [dappData] = SAMPLE_ARGS.APP_SYNC_DAPP_DATA
const [theme] = SAMPLE_ARGS.APP_SYNC_THEME

function createInitializingFrame() {
  const onSmartAccountEnabledNetworks = vi.fn()
  const onReady = createFrameInitializer({
    dappData: () => dappData,
    theme: () => theme,
    onSmartAccountEnabledNetworks,
  })
  return { ...createHarness({ onReady }), onSmartAccountEnabledNetworks }
}

describe('frame initialization', () => {
  it('[STATE-16][STATE-17][STATE-18][STATE-19] syncs app data and theme and fetches smart-account networks only 500 ms after ready', async () => {
    const { fake } = createInitializingFrame()
    fake.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS - 1)
    expect(fake.sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.sentTypes()).toEqual([
      'APP_SYNC_DAPP_DATA',
      'APP_SYNC_THEME',
      'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ])
  })

  it('[CALL-18] SYNC_DAPP_DATA carries metadata, projectId, sdkVersion and sdkType', async () => {
    const { fake } = createInitializingFrame()
    fake.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    expect(fake.lastSent('APP_SYNC_DAPP_DATA')).toMatchObject({ payload: dappData })
    expect(Object.keys(dappData).sort()).toEqual(['metadata', 'projectId', 'sdkType', 'sdkVersion'])
  })

  it('[CALL-17] SYNC_THEME carries themeMode and themeVariables', async () => {
    const { fake } = createInitializingFrame()
    fake.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    expect(fake.lastSent('APP_SYNC_THEME')).toMatchObject({
      payload: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#0988f0' } },
    })
  })

  it('[STATE-20] marks the frame initialized only after all three have answered', async () => {
    const { fake, frame, onSmartAccountEnabledNetworks } = createInitializingFrame()
    fake.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    const [dapp, themeSync, networks] = fake.sent
    if (dapp === undefined || themeSync === undefined || networks === undefined) {
      throw new Error('init requests missing')
    }
    fake.succeed(dapp)
    fake.succeed(themeSync)
    await deliver()
    expect(frame.store.getState().status).toBe('ready')
    fake.succeed(networks, { smartAccountEnabledNetworks: [1, 8453] })
    await deliver()
    expect(frame.store.getState().status).toBe('initialized')
    expect(onSmartAccountEnabledNetworks).toHaveBeenCalledExactlyOnceWith([1, 8453])
  })

  it('[STATE-20] sends a waiting request only after initialization', async () => {
    const { fake, frame } = createInitializingFrame()
    fake.setAutoReply(initReplies)
    void frame.request('APP_GET_CHAIN_ID').catch(() => undefined)
    fake.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
    await deliver()
    expect(fake.sentTypes()).toEqual([
      'APP_SYNC_DAPP_DATA',
      'APP_SYNC_THEME',
      'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'APP_GET_CHAIN_ID',
    ])
  })
})
