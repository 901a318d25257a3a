import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { View } from '../../../src/core/constants.js'
import { createModal, isCloseDisabled } from '../../../src/controllers/modal.js'
import { createRouter } from '../../../src/controllers/router.js'

function setup(context: { siwxRequired?: boolean; hasSession?: boolean } = {}) {
  const flags = {
    siwxRequired: context.siwxRequired ?? false,
    hasSession: context.hasSession ?? false,
  }
  const router = createRouter({
    hasExceededUsageLimit: () => false,
    isConnected: () => false,
    reloadAuthConnector: vi.fn(),
    syncDappData: vi.fn(),
  })
  const modal = createModal({
    resetRouter: (view) => {
      router.reset(view)
    },
    currentView: () => router.store.getState().view,
    isSiwxRequired: () => flags.siwxRequired,
    hasSiwxSession: () => flags.hasSession,
  })
  router.onCloseRequested(modal.close)
  return { modal, router, flags }
}

describe('modal flags', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[STATE-78] modal state has the flags open, loading and shake', () => {
    const { modal } = setup()
    expect(modal.store.getState()).toEqual({ open: false, loading: false, shake: false })
    modal.open()
    modal.setLoading(true)
    expect(modal.store.getState()).toEqual({ open: true, loading: true, shake: false })
  })

  it('[STATE-79] shake resets after 500 ms, not before', () => {
    const { modal } = setup()
    modal.shake()
    expect(modal.store.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.store.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.store.getState().shake).toBe(false)
  })

  it('[STATE-79] a second shake restarts the 500 ms', () => {
    const { modal } = setup()
    modal.shake()
    vi.advanceTimersByTime(300)
    modal.shake()
    vi.advanceTimersByTime(300)
    expect(modal.store.getState().shake).toBe(true)
    vi.advanceTimersByTime(200)
    expect(modal.store.getState().shake).toBe(false)
  })
})

describe('open and close', () => {
  it('opens on the requested view as a single history entry', () => {
    const { modal, router } = setup()
    router.push('Networks')
    modal.open('AllWallets')
    expect(modal.store.getState().open).toBe(true)
    expect(router.store.getState().history).toEqual(['AllWallets'])
  })

  it('opens on the current view when none is requested', () => {
    const { modal, router } = setup()
    modal.open()
    expect(router.store.getState().view).toBe('Connect')
  })

  it('[NAV-08] closing resets the router to the single entry Connect', () => {
    const { modal, router } = setup()
    modal.open()
    router.push('Networks')
    router.push('SwitchNetwork')
    modal.close()
    expect(modal.store.getState()).toMatchObject({ open: false, loading: false })
    expect(router.store.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('[NAV-04][NAV-08] going back from the only entry closes the modal', () => {
    const { modal, router } = setup()
    modal.open('Networks')
    router.goBack()
    expect(modal.store.getState().open).toBe(false)
    expect(router.store.getState().view).toBe('Connect')
  })
})

describe('close on the sign-in views', () => {
  const signInViews: View[] = ['SIWXSignMessage', 'ApproveTransaction']

  it.each(signInViews)(
    '[NAV-25] close is disabled on %s when sign-in is required and no session exists',
    (view) => {
      expect(isCloseDisabled({ view, siwxRequired: true, hasSession: false })).toBe(true)
      const { modal } = setup({ siwxRequired: true })
      modal.open(view)
      expect(modal.closeDisabled()).toBe(true)
      modal.close()
      expect(modal.store.getState().open).toBe(true)
    },
  )

  it.each(signInViews)(
    '[NAV-26] close is enabled on %s when sign-in is not required or a session exists',
    (view) => {
      expect(isCloseDisabled({ view, siwxRequired: false, hasSession: false })).toBe(false)
      expect(isCloseDisabled({ view, siwxRequired: true, hasSession: true })).toBe(false)
      const { modal } = setup({ siwxRequired: true, hasSession: true })
      modal.open(view)
      modal.close()
      expect(modal.store.getState().open).toBe(false)
    },
  )

  it('close stays enabled on other views even when sign-in is required', () => {
    expect(isCloseDisabled({ view: 'Account', siwxRequired: true, hasSession: false })).toBe(false)
  })
})
