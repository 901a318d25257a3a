import { describe, expect, it } from 'vitest'
import {
  CACHE_GUARDS,
  isNativeBalance,
  isSiwxSession,
  isStoredConnection,
  isStoredWallet,
  listOf,
  isString,
} from '../../../src/core/stored-values.js'

const siwxData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1',
  nonce: 'abc123',
}

describe('stored value guards', () => {
  it('[ENT-25] a SIWX session needs its message data, message text and signature', () => {
    const session = { data: siwxData, message: 'sign in', signature: '0x12', cacao: { h: {} } }
    expect(isSiwxSession(session)).toBe(true)
    expect(isSiwxSession({ ...session, signature: undefined })).toBe(false)
    expect(isSiwxSession({ ...session, data: { ...siwxData, chainId: 'one' } })).toBe(false)
  })

  it('[ENT-06] a connection needs a connector id and a list of accounts with addresses', () => {
    const connection = { connectorId: 'injected', accounts: [{ address: '0xabc' }] }
    expect(isStoredConnection(connection)).toBe(true)
    expect(isStoredConnection({ ...connection, accounts: [{}] })).toBe(false)
    expect(isStoredConnection({ ...connection, caipNetwork: { id: 1 } })).toBe(false)
  })

  it('a wallet needs an id and a name', () => {
    expect(isStoredWallet({ id: 'metamask', name: 'MetaMask' })).toBe(true)
    expect(isStoredWallet({ id: 'metamask' })).toBe(false)
  })

  it('a native balance needs a balance and a symbol', () => {
    expect(isNativeBalance({ balance: '1.2', symbol: 'ETH' })).toBe(true)
    expect(isNativeBalance({ balance: 1.2, symbol: 'ETH' })).toBe(false)
  })

  it('listOf accepts arrays whose every entry passes', () => {
    expect(listOf(isString)(['a', 'b'])).toBe(true)
    expect(listOf(isString)(['a', 1])).toBe(false)
    expect(listOf(isString)('a')).toBe(false)
  })

  it('cache guards check API replies against the generated validators', () => {
    expect(CACHE_GUARDS.identity({ name: null, avatar: null })).toBe(true)
    expect(CACHE_GUARDS.identity({ name: 3 })).toBe(false)
    expect(CACHE_GUARDS.transactionHistory({ data: [] })).toBe(true)
    expect(CACHE_GUARDS.latestSdkVersion('1.0.0')).toBe(true)
  })
})
