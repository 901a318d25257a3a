import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { View } from '../../../src/core/constants.js'
import { shouldOpenUnsupportedChain } from '../../../src/controllers/network-switch-view.js'
import { USAGE_LIMITED_VIEWS, createRouter } from '../../../src/controllers/router.js'

function setup(overrides: { exceeded?: boolean; connected?: boolean } = {}) {
  const flags = { exceeded: overrides.exceeded ?? false, connected: overrides.connected ?? false }
  const deps = {
    hasExceededUsageLimit: vi.fn(() => flags.exceeded),
    isConnected: vi.fn(() => flags.connected),
    reloadAuthConnector: vi.fn(),
    syncDappData: vi.fn(),
  }
  const router = createRouter(deps)
  const closeModal = vi.fn()
  router.onCloseRequested(closeModal)
  const state = () => router.store.getState()
  return { router, deps, flags, state, closeModal }
}

function historyAfterPushing(...views: View[]): View[] {
  const { router, state } = setup()
  for (const view of views) router.push(view)
  return state().history
}

describe('views (spec §2)', () => {
  it('[VIEW-02] Connect is the start view and the view restored on close', () => {
    const { router, state } = setup()
    expect(state()).toMatchObject({ view: 'Connect', history: ['Connect'] })
    router.push('Networks')
    router.resetToConnect()
    expect(state()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it.each([
    ['[VIEW-03]', 'ConnectWallets'],
    ['[VIEW-05]', 'AllWallets'],
    ['[VIEW-06]', 'Networks'],
    ['[VIEW-08]', 'SwitchNetwork'],
    ['[VIEW-15]', 'EmailLogin'],
    ['[VIEW-16]', 'UpdateEmailWallet'],
    ['[VIEW-21]', 'ApproveTransaction'],
    ['[VIEW-24]', 'OnRampTokenSelect'],
    ['[VIEW-25]', 'OnRampFiatSelect'],
    ['[VIEW-26]', 'OnRampProviders'],
  ] as const)('%s %s exists and is reached by pushing it', (_rule, view) => {
    expect(historyAfterPushing(view)).toEqual(['Connect', view])
  })

  it('[VIEW-04] Account is reached by going back to Connect while connected and after a send', () => {
    const { router, state } = setup({ connected: true })
    router.push('Networks')
    router.goBack()
    expect(state().view).toBe('Account')
    router.push('Networks')
    router.showAccountAfterSend()
    expect(state()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('[VIEW-07] UnsupportedChain is pushed when the network is unsupported and not allowed', () => {
    const { router, state } = setup()
    if (shouldOpenUnsupportedChain({ isSupported: false, allowUnsupportedChain: false })) {
      router.push('UnsupportedChain')
    }
    expect(state().view).toBe('UnsupportedChain')
  })

  it('[VIEW-09] SwitchActiveChain exists and hands over to Connect with replace', () => {
    const { router, state } = setup()
    router.push('Networks')
    router.push('SwitchActiveChain')
    expect(state().view).toBe('SwitchActiveChain')
    router.switchActiveChainDone()
    expect(state().history).toEqual(['Connect', 'Networks', 'Connect'])
  })

  it.each([
    ['[VIEW-10]', 'ConnectingExternal'],
    ['[VIEW-11]', 'ConnectingWalletConnect'],
    ['[VIEW-12]', 'ConnectingMultiChain'],
    ['[VIEW-13]', 'ConnectingSocial'],
    ['[VIEW-14]', 'ConnectingFarcaster'],
  ] as const)('%s %s is reached by pushing it within the usage limit', (_rule, view) => {
    expect(historyAfterPushing('AllWallets', view)).toEqual(['Connect', 'AllWallets', view])
  })

  // The reconnect flow (STATE-10) that pushes it is tested with the connection controller.
  it('[VIEW-17] ProfileWallets exists and is reached by pushing it', () => {
    expect(historyAfterPushing('Account', 'ProfileWallets')).toEqual([
      'Connect',
      'Account',
      'ProfileWallets',
    ])
  })

  it('[VIEW-18] UsageExceeded is shown instead of a Connecting view over the usage limit', () => {
    const { router, state } = setup({ exceeded: true })
    router.push('ConnectingExternal')
    expect(state()).toMatchObject({ view: 'UsageExceeded', history: ['Connect', 'UsageExceeded'] })
  })

  // The SIWX flow that opens these (STATE-54, STATE-56, STATE-61) is tested with its controller.
  it.each([
    ['[VIEW-19]', 'DataCapture'],
    ['[VIEW-20]', 'SIWXSignMessage'],
  ] as const)('%s %s exists and is reached by pushing it', (_rule, view) => {
    expect(historyAfterPushing('Account', view)).toEqual(['Connect', 'Account', view])
  })

  it('[VIEW-22] RegisterAccountName is returned to when a registration is cancelled', () => {
    const { router, state } = setup()
    router.push('Account')
    router.push('RegisterAccountName')
    router.pushTransactionStack({
      onCancel: () => {
        router.replace('RegisterAccountName')
      },
    })
    router.push('ApproveTransaction')
    router.popTransactionStack('cancel')
    expect(state()).toMatchObject({
      view: 'RegisterAccountName',
      history: ['Connect', 'Account', 'RegisterAccountName'],
    })
  })

  it('[VIEW-23] RegisterAccountNameSuccess replaces the current view', () => {
    const { router, state } = setup()
    router.push('RegisterAccountName')
    router.replace('RegisterAccountNameSuccess')
    expect(state().history).toEqual(['Connect', 'RegisterAccountNameSuccess'])
  })
})

describe('navigation', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[NAV-01] pushing the current view changes nothing', () => {
    const { router, state } = setup()
    router.push('Networks', { email: 'a@b.c' })
    const before = state()
    router.push('Networks', { email: 'other@b.c' })
    expect(state()).toBe(before)
  })

  it('[NAV-02] reset leaves a single history entry', () => {
    const { router, state } = setup()
    router.push('Networks')
    router.push('SwitchNetwork')
    router.reset('AllWallets')
    expect(state()).toMatchObject({ view: 'AllWallets', history: ['AllWallets'] })
  })

  it('[NAV-03] replace swaps the last entry and keeps the length', () => {
    const { router, state } = setup()
    router.push('Networks')
    router.replace('AllWallets')
    expect(state()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
  })

  it('[NAV-04] going back with one entry closes the modal', () => {
    const { router, closeModal, state } = setup()
    router.goBack()
    expect(closeModal).toHaveBeenCalledTimes(1)
    expect(state().history).toEqual(['Connect'])
  })

  it('[NAV-05] going back with two or more entries pops to the previous one', () => {
    const { router, closeModal, state } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal')
    router.goBack()
    expect(state()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    expect(closeModal).not.toHaveBeenCalled()
  })

  it('[NAV-06] going back to Connect while connected shows Account', () => {
    const { router, state } = setup({ connected: true })
    router.push('Networks')
    router.goBack()
    expect(state()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('[NAV-06] going back to Connect while not connected shows Connect', () => {
    const { router, state } = setup()
    router.push('Networks')
    router.goBack()
    expect(state().view).toBe('Connect')
  })

  it('[NAV-07] SwitchActiveChain goes to Connect with replace, keeping the length', () => {
    const { router, state } = setup()
    router.push('Account')
    router.push('SwitchActiveChain')
    router.switchActiveChainDone()
    expect(state()).toMatchObject({ view: 'Connect', history: ['Connect', 'Account', 'Connect'] })
  })

  it('[NAV-07] the hand-over does nothing from any other view', () => {
    const { router, state } = setup()
    router.push('Networks')
    router.switchActiveChainDone()
    expect(state().view).toBe('Networks')
  })

  it('[NAV-08] resetToConnect (used by close) leaves the single entry Connect', () => {
    const { router, state } = setup()
    router.push('Networks')
    router.push('SwitchNetwork')
    router.resetToConnect()
    expect(state()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('[NAV-09][NAV-10] back from ConnectingFarcaster while not connected reloads and resyncs at 100 ms', () => {
    const { router, deps, state } = setup()
    router.push('ConnectingFarcaster')
    router.goBack()
    expect(state().view).toBe('Connect')
    vi.advanceTimersByTime(99)
    expect(deps.reloadAuthConnector).not.toHaveBeenCalled()
    expect(deps.syncDappData).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(deps.reloadAuthConnector).toHaveBeenCalledTimes(1)
    expect(deps.syncDappData).toHaveBeenCalledTimes(1)
  })

  it('[NAV-11] back from ConnectingFarcaster while connected neither reloads nor resyncs', () => {
    const { router, deps } = setup({ connected: true })
    router.push('ConnectingFarcaster')
    router.goBack()
    vi.advanceTimersByTime(1000)
    expect(deps.reloadAuthConnector).not.toHaveBeenCalled()
    expect(deps.syncDappData).not.toHaveBeenCalled()
  })

  it('back from any other view never reloads the auth connector', () => {
    const { router, deps } = setup()
    router.push('ConnectingSocial')
    router.goBack()
    vi.advanceTimersByTime(1000)
    expect(deps.reloadAuthConnector).not.toHaveBeenCalled()
  })

  // The spec says "four" Connecting* views but lists five; all five are guarded.
  it('[NAV-12] over the usage limit, every Connecting view shows UsageExceeded', () => {
    expect([...USAGE_LIMITED_VIEWS]).toHaveLength(5)
    for (const view of USAGE_LIMITED_VIEWS) {
      const { router, state } = setup({ exceeded: true })
      router.push(view)
      expect(state().view).toBe('UsageExceeded')
    }
  })

  it('[NAV-12] the usage limit does not guard other views', () => {
    const { router, state } = setup({ exceeded: true })
    router.push('Networks')
    expect(state().view).toBe('Networks')
  })

  it('[NAV-13] within the usage limit, every Connecting view is shown', () => {
    for (const view of USAGE_LIMITED_VIEWS) {
      const { router, state } = setup()
      router.push(view)
      expect(state().view).toBe(view)
    }
  })

  it('[NAV-14] a transaction stack entry holds the three callbacks; success runs only onSuccess', () => {
    const { router, state } = setup()
    const entry = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    router.push('ApproveTransaction')
    router.pushTransactionStack(entry)
    expect(router.transactionStackSize()).toBe(1)
    router.popTransactionStack('success')
    expect(entry.onSuccess).toHaveBeenCalledTimes(1)
    expect(entry.onError).not.toHaveBeenCalled()
    expect(entry.onCancel).not.toHaveBeenCalled()
    expect(router.transactionStackSize()).toBe(0)
    expect(state().view).toBe('ApproveTransaction')
  })

  it('[NAV-14] on success the entry may go back, replace, or reset to its view', () => {
    const { router, state } = setup()
    router.push('Account')
    router.push('ApproveTransaction')
    router.pushTransactionStack({ goBack: true })
    router.popTransactionStack('success')
    expect(state().view).toBe('Account')
    router.push('RegisterAccountName')
    router.pushTransactionStack({ view: 'RegisterAccountNameSuccess', replace: true })
    router.popTransactionStack('success')
    expect(state().history).toEqual(['Connect', 'Account', 'RegisterAccountNameSuccess'])
    router.pushTransactionStack({ view: 'Account' })
    router.popTransactionStack('success')
    expect(state().history).toEqual(['Account'])
  })

  it.each([
    ['[NAV-15]', 'error', 'onError'],
    ['[NAV-16]', 'cancel', 'onCancel'],
  ] as const)('%s on %s, %s runs first, then the modal goes back', (_rule, outcome, callback) => {
    const { router, state } = setup()
    router.push('Account')
    router.push('ApproveTransaction')
    const seen: View[] = []
    router.pushTransactionStack({
      [callback]: () => {
        seen.push(state().view)
      },
    })
    router.popTransactionStack(outcome)
    expect(seen).toEqual(['ApproveTransaction'])
    expect(state().view).toBe('Account')
  })

  it('popping an empty transaction stack does nothing', () => {
    const { router, state } = setup()
    router.push('Networks')
    router.popTransactionStack('cancel')
    expect(state().view).toBe('Networks')
  })

  // The send flow calls showAccountAfterSend after a successful ERC20 or Solana send.
  it.each([
    ['[NAV-17]', 'ERC20'],
    ['[NAV-18]', 'Solana'],
  ] as const)('%s after a successful %s send the helper shows Account', () => {
    const { router, state } = setup({ connected: true })
    router.push('Account')
    router.push('Networks')
    router.showAccountAfterSend()
    expect(state()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('goBackToIndex trims the history to that entry and ignores bad indexes', () => {
    const { router, state } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal')
    router.goBackToIndex(5)
    router.goBackToIndex(-1)
    expect(state().history).toHaveLength(3)
    router.goBackToIndex(1)
    expect(state()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
  })

  it('keeps view parameters in the data slot', () => {
    const { router, state } = setup()
    const wallet = { id: 'w1', name: 'Wallet One' }
    router.push('ConnectingExternal', { wallet })
    expect(state().data).toEqual({ wallet })
    router.replace('EmailLogin', { email: 'a@b.c', newEmail: 'd@e.f' })
    expect(state().data).toEqual({ email: 'a@b.c', newEmail: 'd@e.f' })
  })
})
