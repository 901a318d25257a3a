import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSiwxMessageData } from '../../../src/core/siwx-message.js'
import {
  createLocalSiwxSessionStore,
  type SiwxSession,
} from '../../../src/core/siwx-session-store.js'
import { createMemoryStorage, createStorage } from '../../../src/core/storage.js'
import type { CaipNetworkId } from '../../../src/utils/caip.js'

const NOW_MS = Date.parse('2024-05-14T09:21:36.000Z')
const HOUR_MS = 3_600_000
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function session(
  chainId: CaipNetworkId,
  accountAddress: string,
  expirationTime?: string,
): SiwxSession {
  const data = createSiwxMessageData(
    {
      accountAddress,
      chainId,
      domain: 'app.example.org',
      uri: 'https://app.example.org',
      expirationTime,
    },
    NOW_MS,
  )
  return { data, message: `sign in as ${accountAddress}`, signature: '0xsigned' }
}

function memoryStore(now = () => NOW_MS) {
  const backend = createMemoryStorage()
  const storage = createStorage({ backend })
  return { store: createLocalSiwxSessionStore({ sessions: storage.siwxSessions, now }), backend }
}

describe('SIWX session store', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('[ENT-25] keeps a session with its data, message, signature and optional cacao', async () => {
    const { store } = memoryStore()
    const plain = session('eip155:1', EVM_ADDRESS)
    const withCacao = { ...session('eip155:10', EVM_ADDRESS), cacao: { h: { t: 'caip122' } } }
    await store.addSession(plain)
    await store.addSession(withCacao)
    expect(await store.getSessions('eip155:1', EVM_ADDRESS)).toEqual([plain])
    const [kept] = await store.getSessions('eip155:10', EVM_ADDRESS)
    expect(Object.keys(kept ?? {}).sort()).toEqual(['cacao', 'data', 'message', 'signature'])
    expect(kept).toEqual(withCacao)
  })

  it('defaults to browser localStorage', async () => {
    const backend = createMemoryStorage()
    vi.stubGlobal('localStorage', backend)
    const store = createLocalSiwxSessionStore()
    await store.addSession(session('eip155:1', EVM_ADDRESS))
    expect(JSON.parse(backend.getItem('portico:siwxSessions') ?? '[]')).toHaveLength(1)
  })

  it('finds sessions by network and address, ignoring case only for EVM addresses', async () => {
    const { store } = memoryStore()
    await store.addSession(session('eip155:1', EVM_ADDRESS))
    await store.addSession(session(SOLANA_MAINNET, SOLANA_ADDRESS))
    expect(await store.getSessions('eip155:1', EVM_ADDRESS.toLowerCase())).toHaveLength(1)
    expect(await store.getSessions('eip155:8453', EVM_ADDRESS)).toEqual([])
    expect(await store.getSessions(SOLANA_MAINNET, SOLANA_ADDRESS)).toHaveLength(1)
    expect(await store.getSessions(SOLANA_MAINNET, SOLANA_ADDRESS.toLowerCase())).toEqual([])
  })

  it('no longer answers a session once it has expired', async () => {
    let now = NOW_MS
    const { store } = memoryStore(() => now)
    const expiry = new Date(NOW_MS + HOUR_MS).toISOString()
    await store.addSession(session('eip155:1', EVM_ADDRESS, expiry))
    expect(await store.getSessions('eip155:1', EVM_ADDRESS)).toHaveLength(1)
    now = NOW_MS + HOUR_MS
    expect(await store.getSessions('eip155:1', EVM_ADDRESS)).toEqual([])
  })

  it('revokes the sessions of one address on one network only', async () => {
    const { store } = memoryStore()
    await store.addSession(session('eip155:1', EVM_ADDRESS))
    await store.addSession(session('eip155:10', EVM_ADDRESS))
    await store.revoke('eip155:1', EVM_ADDRESS.toLowerCase())
    expect(await store.getSessions('eip155:1', EVM_ADDRESS)).toEqual([])
    expect(await store.getSessions('eip155:10', EVM_ADDRESS)).toHaveLength(1)
  })

  it('refuses a malformed session instead of storing it beside the good ones', async () => {
    const { store } = memoryStore()
    await store.addSession(session('eip155:1', EVM_ADDRESS))
    const good = session('eip155:1', EVM_ADDRESS)
    const malformed = { ...good, data: { ...good.data, uri: 'not a uri' } }
    await expect(store.addSession(malformed)).rejects.toThrow('Invalid SIWX session')
    expect(await store.getSessions('eip155:1', EVM_ADDRESS)).toHaveLength(1)
  })
})

describe('SIWX session store with verification', () => {
  it('returns only the sessions that verify', async () => {
    const storage = createStorage({ backend: createMemoryStorage() })
    const good = session('eip155:1', EVM_ADDRESS)
    const forged = { ...session('eip155:1', EVM_ADDRESS), signature: '0xforged' }
    const store = createLocalSiwxSessionStore({
      sessions: storage.siwxSessions,
      now: () => NOW_MS,
      verify: (candidate) => Promise.resolve(candidate.signature !== '0xforged'),
    })
    await store.addSession(good)
    await store.addSession(forged)
    expect(await store.getSessions('eip155:1', EVM_ADDRESS)).toEqual([good])
  })
})
