import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPublicClient, custom, isHex, UserRejectedRequestError } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { createModal } from '../../../src/controllers/modal.js'
import { createRouter } from '../../../src/controllers/router.js'
import {
  canUseUniversalProviderSiwx,
  createSiwx,
  SIWX_TOASTS,
  type SiwxConnectionClient,
  type SiwxDeps,
  type TrackEventProps,
} from '../../../src/controllers/siwx.js'
import { createSnack } from '../../../src/controllers/snack.js'
import { defineCaipNetwork, type CaipNetwork } from '../../../src/core/caip-network.js'
import {
  createLocalSiwxSessionStore,
  type SiwxSessionStore,
} from '../../../src/core/siwx-session-store.js'
import { createMemoryStorage, createStorage } from '../../../src/core/storage.js'
import { formatCaipAddress, type CaipAddress } from '../../../src/utils/caip.js'
import { createLocalEvmWallet, type LocalEvmWallet } from './local-evm-wallet.js'

const NOW_MS = Date.parse('2024-05-14T09:21:36.000Z')

const evmNetwork = (id: number, name: string): CaipNetwork =>
  defineCaipNetwork({
    id,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  })

const MAINNET = evmNetwork(1, 'Ethereum')
const BASE = evmNetwork(8453, 'Base')
const SEPOLIA = evmNetwork(11155111, 'Sepolia')
const SUPPORTED = [MAINNET.caipNetworkId, BASE.caipNetworkId]

const offlineClient = createPublicClient({
  transport: custom(
    { request: () => Promise.reject(new Error('no chain in unit tests')) },
    { retryCount: 0 },
  ),
})

interface Flags {
  enabled: boolean
  required: boolean
  emailCapture: boolean
}

describe('SIWX controller', () => {
  let wallet: LocalEvmWallet

  beforeEach(() => {
    vi.useFakeTimers()
    wallet = createLocalEvmWallet()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup(options: Partial<Flags> & { sessionStore?: SiwxSessionStore } = {}) {
    const flags: Flags = { enabled: true, required: false, emailCapture: false, ...options }
    const connection: { caipAddress: CaipAddress | undefined; network: CaipNetwork | undefined } = {
      caipAddress: `eip155:1:${wallet.address}`,
      network: MAINNET,
    }
    const calls: string[] = []
    const events: TrackEventProps[] = []
    const sessionStore =
      options.sessionStore ??
      createLocalSiwxSessionStore({
        sessions: createStorage({ backend: createMemoryStorage() }).siwxSessions,
        now: () => NOW_MS,
      })
    const signer: SiwxConnectionClient = {
      signMessage: (message) => {
        calls.push('sign')
        return wallet.signMessage(message)
      },
    }
    let client: SiwxConnectionClient | undefined = signer

    const router = createRouter({
      hasExceededUsageLimit: () => false,
      isConnected: () => connection.caipAddress !== undefined,
      reloadAuthConnector: () => undefined,
      syncDappData: () => undefined,
    })
    const modal = createModal({
      resetRouter: (view) => {
        router.reset(view)
      },
      currentView: () => router.store.getState().view,
      isSiwxRequired: () => flags.required,
      hasSiwxSession: () => siwx.store.getState().signedIn,
    })
    router.onCloseRequested(modal.close)
    const snack = createSnack()
    const deps: SiwxDeps = {
      isEnabled: () => flags.enabled,
      isRequired: () => flags.required,
      sessionStore,
      isEmailCaptureEnabled: () => flags.emailCapture,
      getActiveCaipAddress: () => connection.caipAddress,
      getActiveCaipNetwork: () => connection.network,
      isNetworkSupported: (network) => SUPPORTED.includes(network.caipNetworkId),
      getConnectionClient: () => client,
      app: { domain: 'app.example.org', uri: 'https://app.example.org', statement: 'Sign in.' },
      openModal: (view) => {
        modal.open(view)
      },
      closeModal: () => {
        modal.close()
      },
      isModalOpen: () => modal.store.getState().open,
      currentView: () => router.store.getState().view,
      resetToConnect: () => {
        router.resetToConnect()
      },
      switchNetwork: (network) => {
        calls.push(`switch:${network.caipNetworkId}`)
        connection.network = network
        connection.caipAddress = formatCaipAddress(
          network.chainNamespace,
          network.id,
          wallet.address,
        )
        return Promise.resolve()
      },
      disconnect: () => {
        calls.push('disconnect')
        connection.caipAddress = undefined
        connection.network = undefined
        return Promise.resolve()
      },
      showLoading: (message, loadingOptions) => {
        snack.showLoading(message, loadingOptions)
      },
      showError: (message) => {
        snack.showError(message)
      },
      closeSnack: () => {
        snack.close()
      },
      track: (event) => {
        events.push(event)
      },
      now: () => NOW_MS,
    }
    const siwx = createSiwx(deps)
    const useNetwork = (network: CaipNetwork) => {
      connection.network = network
      connection.caipAddress = formatCaipAddress(network.chainNamespace, network.id, wallet.address)
    }
    const setClient = (next: SiwxConnectionClient | undefined) => {
      client = next
    }
    return {
      siwx,
      flags,
      calls,
      events,
      sessionStore,
      modal,
      router,
      snack,
      connection,
      useNetwork,
      setClient,
      view: () => router.store.getState().view,
      eventNames: () => events.map((event) => event.event),
    }
  }

  const refusingSigner: SiwxConnectionClient = {
    signMessage: () => Promise.reject(new UserRejectedRequestError(new Error('no'))),
  }

  describe('after connecting (spec §4)', () => {
    it('[STATE-52] with SIWX not enabled, opens neither DataCapture nor the sign view', async () => {
      const { siwx, modal, view } = setup({ enabled: false })
      await siwx.initializeIfEnabled()
      expect(modal.store.getState().open).toBe(false)
      expect(view()).toBe('Connect')
    })

    it('[STATE-53] on an unsupported network, opens neither view even with SIWX enabled', async () => {
      const { siwx, modal, useNetwork, view } = setup({ emailCapture: true })
      useNetwork(SEPOLIA)
      await siwx.initializeIfEnabled()
      expect(modal.store.getState().open).toBe(false)
      expect(view()).toBe('Connect')
    })

    it('[STATE-54] with email capture on, opens DataCapture and stops before the session check', async () => {
      const getSessions = vi.fn(() => Promise.resolve([]))
      const store: SiwxSessionStore = {
        addSession: () => Promise.resolve(),
        getSessions,
        revoke: () => Promise.resolve(),
      }
      const { siwx, modal, view } = setup({ emailCapture: true, sessionStore: store })
      await siwx.initializeIfEnabled()
      expect(modal.store.getState().open).toBe(true)
      expect(view()).toBe('DataCapture')
      expect(getSessions).not.toHaveBeenCalled()
    })

    it('[STATE-55] with a session for the address and network, ends without opening a view', async () => {
      const signedIn = setup()
      await signedIn.siwx.requestSignMessage()
      const { siwx, modal, view } = setup({ sessionStore: signedIn.sessionStore })
      await siwx.initializeIfEnabled()
      expect(modal.store.getState().open).toBe(false)
      expect(view()).toBe('Connect')
      expect(siwx.store.getState().signedIn).toBe(true)
    })

    it('[STATE-56] without a session for the address and network, opens SIWXSignMessage', async () => {
      const signedIn = setup()
      await signedIn.siwx.requestSignMessage()
      const { siwx, modal, view, useNetwork } = setup({ sessionStore: signedIn.sessionStore })
      useNetwork(BASE)
      await siwx.initializeIfEnabled()
      expect(modal.store.getState().open).toBe(true)
      expect(view()).toBe('SIWXSignMessage')
    })

    it('[STATE-68] [STATE-69] [ERR-41] a failing initialization disconnects, resets to Connect and says so', async () => {
      const store: SiwxSessionStore = {
        addSession: () => Promise.resolve(),
        getSessions: () => Promise.reject(new Error('session service down')),
        revoke: () => Promise.resolve(),
      }
      const { siwx, calls, router, snack } = setup({ sessionStore: store })
      router.push('Account')
      await siwx.initializeIfEnabled()
      expect(calls).toEqual(['disconnect'])
      expect(router.store.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
      expect(snack.store.getState()).toMatchObject({
        open: true,
        variant: 'error',
        message: 'A problem occurred while trying initialize authentication',
      })
    })
  })

  describe('signing', () => {
    async function openSignView(options: Partial<Flags> = {}) {
      const context = setup(options)
      await context.siwx.initializeIfEnabled()
      expect(context.view()).toBe('SIWXSignMessage')
      return context
    }

    it('[STATE-57] success adds a session whose message a SIWE verifier accepts', async () => {
      const { siwx, sessionStore } = await openSignView()
      const session = await siwx.requestSignMessage()
      const [stored] = await sessionStore.getSessions('eip155:1', wallet.address)
      expect(stored).toEqual(session)
      if (!stored || !isHex(stored.signature)) throw new Error('no stored signature')
      expect(stored.data).toMatchObject({
        accountAddress: wallet.address,
        chainId: 'eip155:1',
        domain: 'app.example.org',
        statement: 'Sign in.',
        issuedAt: '2024-05-14T09:21:36.000Z',
      })
      const verified = await verifySiweMessage(offlineClient, {
        message: stored.message,
        signature: stored.signature,
        address: wallet.address,
        domain: 'app.example.org',
        nonce: stored.data.nonce,
        time: new Date(NOW_MS),
      })
      expect(verified).toBe(true)
    })

    it('[STATE-58] success records the last connected network', async () => {
      const { siwx } = await openSignView()
      await siwx.requestSignMessage()
      expect(siwx.store.getState().lastConnectedNetwork).toEqual(MAINNET)
    })

    it('[STATE-59] success closes the modal, even when sign-in is required', async () => {
      const { siwx, modal, view } = await openSignView({ required: true })
      expect(modal.closeDisabled()).toBe(true)
      await siwx.requestSignMessage()
      expect(modal.store.getState().open).toBe(false)
      expect(view()).toBe('Connect')
    })

    it('[STATE-60] success tracks SIWX_AUTH_SUCCESS', async () => {
      const { siwx, events } = await openSignView()
      await siwx.requestSignMessage()
      expect(events).toEqual([
        {
          type: 'track',
          event: 'SIWX_AUTH_SUCCESS',
          address: wallet.address,
          properties: { caipNetworkId: 'eip155:1' },
        },
      ])
    })

    it('[ERR-42] the authenticating toast stays open until the signature settles', async () => {
      const context = await openSignView()
      let release: () => void = () => undefined
      context.setClient({
        signMessage: async (message) => {
          await new Promise<void>((resolve) => {
            release = resolve
          })
          return wallet.signMessage(message)
        },
      })
      const pending = context.siwx.requestSignMessage()
      expect(context.snack.store.getState()).toMatchObject({
        open: true,
        variant: 'loading',
        message: SIWX_TOASTS.authenticating,
        autoClose: false,
      })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(context.snack.store.getState().open).toBe(true)
      release()
      await pending
      expect(context.snack.store.getState().open).toBe(false)
    })

    it('[STATE-61] a failure reopens the sign view when the modal is closed', async () => {
      const { siwx, modal, view, setClient } = await openSignView()
      modal.close()
      setClient(refusingSigner)
      expect(await siwx.requestSignMessage()).toBeUndefined()
      expect(modal.store.getState().open).toBe(true)
      expect(view()).toBe('SIWXSignMessage')
    })

    it('[STATE-61] a failure reopens the sign view when the modal shows another view', async () => {
      const { siwx, modal, router, view, setClient } = await openSignView()
      router.push('Networks')
      setClient(refusingSigner)
      await siwx.requestSignMessage()
      expect(modal.store.getState().open).toBe(true)
      expect(view()).toBe('SIWXSignMessage')
    })

    it('[STATE-62] a failure while the modal is open on ApproveTransaction leaves it there', async () => {
      const { siwx, router, view, setClient } = await openSignView()
      router.push('ApproveTransaction')
      setClient(refusingSigner)
      await siwx.requestSignMessage()
      expect(view()).toBe('ApproveTransaction')
    })

    it('[STATE-63] [ERR-40] a failure tracks SIWX_AUTH_ERROR and shows Error signing message', async () => {
      const { siwx, events, snack, sessionStore, setClient } = await openSignView()
      setClient(refusingSigner)
      await siwx.requestSignMessage()
      expect(events.map((event) => event.event)).toEqual(['SIWX_AUTH_ERROR'])
      expect(events[0]?.properties).toMatchObject({ caipNetworkId: 'eip155:1' })
      await vi.advanceTimersByTimeAsync(150)
      expect(snack.store.getState()).toMatchObject({
        open: true,
        variant: 'error',
        message: 'Error signing message',
      })
      expect(await sessionStore.getSessions('eip155:1', wallet.address)).toEqual([])
    })
  })

  describe('cancel', () => {
    it('[STATE-64] [STATE-67] required: switches back to the last network that has a session', async () => {
      const context = setup({ required: true })
      await context.siwx.initializeIfEnabled()
      await context.siwx.requestSignMessage()
      context.useNetwork(BASE)
      await context.siwx.initializeIfEnabled()
      expect(context.view()).toBe('SIWXSignMessage')
      await context.siwx.cancelSignMessage()
      expect(context.calls).toEqual(['sign', 'switch:eip155:1'])
      expect(context.modal.store.getState().open).toBe(false)
      expect(context.eventNames()).toEqual(['SIWX_AUTH_SUCCESS', 'CLICK_CANCEL_SIWX'])
      expect(context.events.at(-1)?.properties).toEqual({ caipNetworkId: 'eip155:8453' })
    })

    it('[STATE-65] [STATE-67] required without a last network: disconnects', async () => {
      const { siwx, calls, eventNames } = setup({ required: true })
      await siwx.initializeIfEnabled()
      await siwx.cancelSignMessage()
      expect(calls).toEqual(['disconnect'])
      expect(eventNames()).toEqual(['CLICK_CANCEL_SIWX'])
    })

    it('[STATE-65] required, the last network no longer has a session: disconnects', async () => {
      const context = setup({ required: true })
      await context.siwx.requestSignMessage()
      await context.siwx.signOut()
      context.useNetwork(BASE)
      await context.siwx.cancelSignMessage()
      expect(context.calls).toEqual(['sign', 'disconnect'])
    })

    it('[STATE-66] [STATE-67] not required: just closes the modal', async () => {
      const context = setup()
      await context.siwx.requestSignMessage()
      context.useNetwork(BASE)
      await context.siwx.initializeIfEnabled()
      expect(context.modal.store.getState().open).toBe(true)
      await context.siwx.cancelSignMessage()
      expect(context.modal.store.getState().open).toBe(false)
      expect(context.calls).toEqual(['sign'])
      expect(context.eventNames()).toEqual(['SIWX_AUTH_SUCCESS', 'CLICK_CANCEL_SIWX'])
    })
  })

  describe("the views' actions", () => {
    it("[STATE-54] [STATE-56] DataCapture's continue keeps the email, then opens the sign view without a session", async () => {
      const { siwx, view, flags } = setup({ emailCapture: true })
      await siwx.initializeIfEnabled()
      expect(view()).toBe('DataCapture')
      flags.emailCapture = false
      await siwx.continueAfterDataCapture('visitor@example.org')
      expect(siwx.store.getState().email).toBe('visitor@example.org')
      expect(view()).toBe('SIWXSignMessage')
    })

    it("[STATE-55] DataCapture's continue closes the modal when a session exists", async () => {
      const signedIn = setup()
      await signedIn.siwx.requestSignMessage()
      const { siwx, modal } = setup({ emailCapture: true, sessionStore: signedIn.sessionStore })
      await siwx.initializeIfEnabled()
      await siwx.continueAfterDataCapture('visitor@example.org')
      expect(modal.store.getState().open).toBe(false)
      expect(siwx.store.getState().signedIn).toBe(true)
    })

    it('signs the very message the sign view shows, and builds a new one after a network switch', async () => {
      const { siwx, sessionStore, useNetwork } = setup()
      const shown = await siwx.currentMessage()
      expect(await siwx.currentMessage()).toBe(shown)
      const session = await siwx.requestSignMessage()
      expect(session?.message).toBe(shown.serialized)
      const [stored] = await sessionStore.getSessions('eip155:1', wallet.address)
      expect(stored?.data.nonce).toBe(shown.nonce)
      useNetwork(BASE)
      const onBase = await siwx.currentMessage()
      expect(onBase.chainId).toBe('eip155:8453')
      expect(onBase.nonce).not.toBe(shown.nonce)
    })
  })

  describe('errors', () => {
    it('[ERR-36] building or signing a message without SIWX enabled', async () => {
      const { siwx, flags } = setup()
      const message = await siwx.createMessage()
      flags.enabled = false
      await expect(siwx.createMessage()).rejects.toThrow('SIWX is not enabled')
      await expect(siwx.signMessage(message)).rejects.toThrow('SIWX is not enabled')
    })

    it('[ERR-37] building a message without a connected address', async () => {
      const { siwx, connection } = setup()
      connection.caipAddress = undefined
      await expect(siwx.createMessage()).rejects.toThrow('No ActiveCaipAddress found')
    })

    it('[ERR-38] building a message without an active network or without a connection client', async () => {
      const noNetwork = setup()
      noNetwork.connection.network = undefined
      await expect(noNetwork.siwx.createMessage()).rejects.toThrow(
        'No ActiveCaipNetwork or client found',
      )
      const noClient = setup()
      noClient.setClient(undefined)
      await expect(noClient.siwx.createMessage()).rejects.toThrow(
        'No ActiveCaipNetwork or client found',
      )
    })

    it('[ERR-39] signing after the connection client went away', async () => {
      const { siwx, setClient, calls } = setup()
      const message = await siwx.createMessage()
      expect(siwx.store.getState().message).toEqual(message)
      setClient(undefined)
      await expect(siwx.signMessage(message)).rejects.toThrow(
        'No ConnectionController client found',
      )
      expect(calls).toEqual([])
    })
  })

  it('[VAL-46] universal-provider SIWX applies only when every chain is eip155', () => {
    const solana = { chainNamespace: 'solana' } as const
    expect(canUseUniversalProviderSiwx(true, [MAINNET, BASE])).toBe(true)
    expect(canUseUniversalProviderSiwx(true, [MAINNET, solana])).toBe(false)
    expect(canUseUniversalProviderSiwx(true, [])).toBe(false)
    expect(canUseUniversalProviderSiwx(false, [MAINNET])).toBe(false)
  })
})
