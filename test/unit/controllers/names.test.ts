import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isHex, UserRejectedRequestError, verifyMessage } from 'viem'
import { validators } from '../../../generated/blockchain-api/validators.js'
import {
  createBlockchainApiClient,
  type BlockchainApiClient,
} from '../../../src/clients/blockchain-api-client.js'
import {
  createNames,
  isValidName,
  NAME_ZONE,
  nameCacheKey,
  registrationMessage,
} from '../../../src/controllers/names.js'
import type { Router } from '../../../src/controllers/router.js'
import { NAME_SUFFIXES } from '../../../src/core/constants.js'
import { createMemoryStorage, createStorage } from '../../../src/core/storage.js'
import type { CaipAddress, ChainNamespace } from '../../../src/utils/caip.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'
import { createWalletApproval } from '../../../src/wiring/wallet/wallet-approval.js'
import { UserRejectedRequestError as PorticoRefusal } from '../../../src/core/user-rejected-request-error.js'
import { routerWithModal } from '../wiring/router-with-modal.js'
import { createLocalEvmWallet, type LocalEvmWallet } from './local-evm-wallet.js'

const RECORDED = 'blockchain-api/'
const NOW_MS = 1_715_678_496_000

describe('names controller', () => {
  let server: RecordedServer
  let client: BlockchainApiClient
  let wallet: LocalEvmWallet

  beforeAll(async () => {
    server = await startRecordedServer('blockchain-api')
    client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'test' })
  })
  afterAll(() => server.close())

  beforeEach(() => {
    wallet = createLocalEvmWallet()
    server.requests.length = 0
    server.serve(`${RECORDED}registerName/200-object.json`)
    server.serve(`${RECORDED}getNameSuggestions/200-suggestions.json`)
  })

  interface SetupOptions {
    namespace?: ChainNamespace | null
    caipAddress?: CaipAddress | null
    /** Stands for the wallet's approve step: runs while the signature is pending. */
    whileSigning?: (router: Router) => void
  }

  function setup(options: SetupOptions = {}) {
    const log: string[] = []
    const profileNames: string[] = []
    const signed: string[] = []
    const { router, modal } = routerWithModal()
    modal.open('Account')
    router.push('RegisterAccountName')
    // The instance's own wiring: the signature runs behind ApproveTransaction (wallet-approval).
    const approve = createWalletApproval({
      modal,
      router: {
        push: router.push,
        reset: router.reset,
        popTransactionStack: router.popTransactionStack,
        pushTransactionStack: (entry) => {
          log.push('push')
          router.pushTransactionStack(entry)
        },
      },
    })
    const storage = createStorage({ backend: createMemoryStorage(), now: () => NOW_MS })
    const namespace = options.namespace === undefined ? 'eip155' : options.namespace
    const caipAddress: CaipAddress | null =
      options.caipAddress === undefined ? `eip155:1:${wallet.address}` : options.caipAddress
    const names = createNames({
      names: client.names,
      getActiveCaipNetwork: () => (namespace === null ? undefined : { chainNamespace: namespace }),
      getActiveCaipAddress: () => caipAddress ?? undefined,
      signMessage: (message, callbacks) =>
        approve(async () => {
          log.push('sign')
          signed.push(message)
          options.whileSigning?.(router)
          return wallet.signMessage(message)
        }, callbacks),
      replaceView: (view) => {
        log.push(`view:${view}`)
        router.replace(view)
      },
      setProfileName: (name) => {
        log.push('profile')
        profileNames.push(name)
      },
      cache: {
        get: (family, key) => storage.cache.get(family, key),
        set: (family, key, value) => {
          log.push(`cache:${family}`)
          storage.cache.set(family, key, value)
        },
      },
      now: () => NOW_MS,
    })
    names.store.select(
      (state) => state.loading,
      (loading) => log.push(`loading:${String(loading)}`),
    )
    const view = () => router.store.getState().view
    return { names, router, storage, log, profileNames, signed, view }
  }

  const registrations = () => server.requests.filter((r) => r.operationId === 'registerName')

  it('[VAL-24] a name may hold only letters, digits and hyphens', () => {
    const { names } = setup()
    for (const [name, valid] of [
      ['alice-99', true],
      ['ALICE', true],
      ['ali_ce', false],
      ['ali ce', false],
      ['alicé', false],
      ['ali.ce', false],
    ] as const) {
      names.setName(name)
      expect(names.store.getState().nameValid).toBe(valid)
    }
  })

  it('[VAL-25] a name needs at least 4 characters', () => {
    expect(isValidName('abc')).toBe(false)
    expect(isValidName('abcd')).toBe(true)
    expect(isValidName('abc.reown.id')).toBe(false)
  })

  it('[VAL-26] an invalid name shows no message and registers nothing', async () => {
    const { names, log } = setup()
    names.setName('a_b')
    expect(await names.registerName('a_b')).toBe(false)
    await names.fetchSuggestions('a_b')
    expect(names.store.getState()).toMatchObject({ nameValid: false, error: undefined })
    expect(log).toEqual([])
    expect(server.requests).toEqual([])
  })

  it('[CONST-67] registers under .reown.id, keeping a legacy .wcn.id name as it is', async () => {
    expect(NAME_SUFFIXES).toEqual({ current: '.reown.id', legacy: '.wcn.id' })
    const bare = setup()
    await bare.names.registerName('alice')
    const legacy = setup()
    await legacy.names.registerName('alice.wcn.id')
    expect(bare.profileNames).toEqual(['alice.reown.id'])
    expect(legacy.profileNames).toEqual(['alice.wcn.id'])
    expect(isValidName('alice.wcn.id')).toBe(true)
  })

  it('asks for suggestions of the bare name in the reown.id zone', async () => {
    const { names } = setup()
    await names.fetchSuggestions('alice.reown.id')
    expect(NAME_ZONE).toBe('reown.id')
    expect(server.requests[0]).toMatchObject({
      operationId: 'getNameSuggestions',
      path: { name: 'alice' },
      query: { zone: 'reown.id' },
    })
    expect(names.store.getState().suggestions).toContainEqual({
      name: 'alice1.reown.id',
      registered: false,
    })
  })

  it('keeps the API reason when suggestions fail', async () => {
    server.serve(`${RECORDED}getNameSuggestions/400-bad-name.json`)
    const { names } = setup()
    await names.fetchSuggestions('alice')
    expect(names.store.getState()).toMatchObject({ suggestions: [], error: 'Invalid name' })
  })

  it('a name that does not resolve (404, or apiVersion 2 empty list) is free; one that resolves is taken', async () => {
    const { names } = setup()
    server.serve(`${RECORDED}getNameAccount/200-entry.json`)
    expect(await names.isNameRegistered('alice')).toBe(true)
    server.serve(`${RECORDED}getNameAccount/404-unknown-name.json`)
    expect(await names.isNameRegistered('nobody')).toBe(false)
    server.serve(`${RECORDED}getNameAccount/200-unknown-name-v2.json`)
    expect(await names.isNameRegistered('nobody')).toBe(false)
    server.serve(`${RECORDED}getNameAccount/500-plain-text.json`)
    await expect(names.isNameRegistered('alice')).rejects.toThrow()
  })

  describe('registration (spec §4, six steps)', () => {
    it('[STATE-70] first sets loading to true', async () => {
      const { names, log } = setup()
      await names.registerName('alice')
      expect(log[0]).toBe('loading:true')
      expect(names.store.getState().loading).toBe(false)
    })

    it('[STATE-71] [NAV-16] then pushes a transaction entry whose cancel returns to RegisterAccountName', async () => {
      const context = setup({
        whileSigning: (router) => {
          expect(router.store.getState().view).toBe('ApproveTransaction')
          // The user cancels on ApproveTransaction while the wallet is asked.
          router.popTransactionStack('cancel')
        },
      })
      await expect(context.names.registerName('alice')).rejects.toBeInstanceOf(PorticoRefusal)
      expect(context.log.slice(0, 3)).toEqual(['loading:true', 'push', 'sign'])
      expect(context.view()).toBe('RegisterAccountName')
      expect(context.router.store.getState().history).toEqual(['Account', 'RegisterAccountName'])
      expect(context.router.transactionStackSize()).toBe(0)
      expect(registrations()).toEqual([])
    })

    it('[STATE-71] [NAV-14] the entry is popped on every outcome: none is left on the stack', async () => {
      const done = setup()
      await done.names.registerName('alice')
      expect(done.router.transactionStackSize()).toBe(0)
      server.serve(`${RECORDED}registerName/400-taken.json`)
      const refused = setup()
      await expect(refused.names.registerName('alice')).rejects.toThrow()
      expect(refused.router.transactionStackSize()).toBe(0)
      const declined = setup({
        whileSigning: () => {
          throw new UserRejectedRequestError(new Error('declined'))
        },
      })
      await expect(declined.names.registerName('alice')).rejects.toThrow('User rejected')
      expect(declined.router.transactionStackSize()).toBe(0)
      expect(declined.view()).toBe('RegisterAccountName')
    })

    it('[STATE-72] then asks for a signature of the JSON message {name, attributes, timestamp}', async () => {
      const { names, signed, log } = setup()
      await names.registerName('alice', { bio: 'gm' })
      expect(log.indexOf('sign')).toBe(log.indexOf('push') + 1)
      expect(signed).toEqual([
        JSON.stringify({
          name: 'alice.reown.id',
          attributes: { bio: 'gm' },
          timestamp: 1715678496,
        }),
      ])
      expect(registrationMessage('alice.reown.id', {}, NOW_MS)).toBe(
        '{"name":"alice.reown.id","attributes":{},"timestamp":1715678496}',
      )
    })

    it('[STATE-73] after signing, posts the registration with coin type 60 and the signature', async () => {
      const { names, signed, log } = setup()
      await names.registerName('alice')
      const body = registrations()[0]?.body
      if (!validators.RegisterNameRequest.check(body) || !isHex(body.signature)) {
        throw new Error('the posted registration is malformed')
      }
      const { message, signature } = body
      expect(body).toEqual({
        coin_type: 60,
        address: wallet.address,
        message: signed[0],
        signature,
      })
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
      expect(log.indexOf('profile')).toBeGreaterThan(log.indexOf('sign'))
    })

    it('[STATE-74] after the post succeeds, sets the profile name', async () => {
      const { names, log, profileNames } = setup()
      await names.registerName('alice')
      expect(profileNames).toEqual(['alice.reown.id'])
      expect(log.indexOf('profile')).toBeGreaterThan(log.indexOf('sign'))
      expect(registrations()).toHaveLength(1)
    })

    it('registers a name that reads like an address, but never shows it for the account', async () => {
      const { names, profileNames } = setup()
      expect(await names.registerName('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
      expect(registrations()).toHaveLength(1)
      expect(profileNames).toEqual([])
    })

    it('[STATE-75] after the post succeeds, updates the name cache of the address', async () => {
      const { names, storage, log } = setup()
      await names.registerName('alice')
      expect(log.indexOf('cache:ens')).toBe(log.indexOf('profile') + 1)
      const cached = storage.cache.get('ens', nameCacheKey(wallet.address))
      expect(cached?.[0]).toMatchObject({
        name: 'alice.reown.id',
        attributes: { avatar: 'https://avatars.example.org/alice.png', bio: 'gm' },
      })
    })

    it('[STATE-75] builds the cached entry itself when the service answers true', async () => {
      server.serve(`${RECORDED}registerName/200-true.json`)
      const { names, storage } = setup()
      await names.registerName('alice')
      expect(storage.cache.get('ens', nameCacheKey(wallet.address))).toEqual([
        {
          name: 'alice.reown.id',
          addresses: { '60': { address: wallet.address } },
          attributes: {},
        },
      ])
    })

    it('[STATE-76] as its last step replaces the view with RegisterAccountNameSuccess', async () => {
      const { names, log, router } = setup()
      expect(await names.registerName('alice')).toBe(true)
      expect(log.filter((entry) => entry.startsWith('view:'))).toEqual([
        'view:RegisterAccountNameSuccess',
      ])
      expect(log.indexOf('view:RegisterAccountNameSuccess')).toBe(log.indexOf('cache:ens') + 1)
      expect(router.store.getState().history).toEqual(['Account', 'RegisterAccountNameSuccess'])
    })

    it('[STATE-77] a failed post returns to RegisterAccountName with the API reason', async () => {
      server.serve(`${RECORDED}registerName/400-taken.json`)
      const { names, view, profileNames } = setup()
      await expect(names.registerName('alice')).rejects.toThrow('Name is already registered')
      expect(view()).toBe('RegisterAccountName')
      expect(profileNames).toEqual([])
      expect(names.store.getState()).toMatchObject({
        loading: false,
        error: 'Name is already registered',
      })
    })

    it('[STATE-77] a failed signature returns to RegisterAccountName', async () => {
      const { names, view, router } = setup({
        whileSigning: () => {
          throw new Error('wallet closed')
        },
      })
      router.push('ApproveTransaction')
      await expect(names.registerName('alice')).rejects.toThrow('wallet closed')
      expect(view()).toBe('RegisterAccountName')
      expect(registrations()).toEqual([])
    })
  })

  it('[ERR-34] without an active network (or on one the names service does not serve) raises Network not found', async () => {
    const none = setup({ namespace: null })
    await expect(none.names.registerName('alice')).rejects.toThrow('Network not found')
    const solana = setup({ namespace: 'solana' })
    await expect(solana.names.registerName('alice')).rejects.toThrow('Network not found')
    expect(none.log).toEqual([])
    expect(solana.view()).toBe('RegisterAccountName')
  })

  it('[ERR-35] without an address raises Address or auth connector not found', async () => {
    const { names, log } = setup({ caipAddress: null })
    await expect(names.registerName('alice')).rejects.toThrow('Address or auth connector not found')
    expect(log).toEqual([])
    expect(server.requests).toEqual([])
  })
})
