import { describe, expect, expectTypeOf, it } from 'vitest'
import { accountUserFrom } from '../../../src/controllers/account-user.js'
import {
  canSwitchToSmartAccount,
  createAccount,
  defaultAccountType,
  initialAccountRecord,
  type AccountRecord,
  type AccountUser,
} from '../../../src/controllers/account.js'
import { balancesOf, nativeBalanceOf } from '../../../src/controllers/balance-selectors.js'
import type {
  AccountBalances,
  BalancesState,
  TokenBalance,
} from '../../../src/controllers/balances.js'
import { devnetNetwork } from '../wiring/one-wallet-connections.js'
import { CONNECTION_STATUSES } from '../../../src/core/connection-status.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 1200.1,
  price: 1.00008,
  quantity: { decimals: '6', numeric: '1200' },
  iconUrl: 'https://cdn.example.com/usdc.png',
}

const ENT_11_FIELDS = [
  'caipAddress',
  'address',
  'balance',
  'balanceSymbol',
  'profileName',
  'profileImage',
  'tokenBalance',
  'smartAccountDeployed',
  'currentTab',
  'preferredAccountType',
  'socialProvider',
  'farcasterUrl',
  'user',
  'status',
  'lastRetry',
  'balanceLoading',
  'connectedWalletInfo',
]

/** The fields the balances store holds (by address), read into the account state. */
const BALANCE_FIELDS = ['balance', 'balanceSymbol', 'tokenBalance', 'lastRetry', 'balanceLoading']
const mainnet = devnetNetwork(1, 'Ethereum')
const balances: AccountBalances = {
  balances: [usdc],
  loading: true,
  lastRetry: 1_000,
  unreadable: 0,
  settled: true,
}

function connectedAccount() {
  const account = createAccount()
  account.setCaipAddress(`eip155:1:${ADDRESS}`)
  account.patchAccount('eip155', {
    profileName: 'alice.reown.id',
    profileImage: 'https://img.example.com/alice.png',
    smartAccountDeployed: true,
    currentTab: 'activity',
    preferredAccountType: 'smartAccount',
    socialProvider: 'google',
    farcasterUrl: 'https://farcaster.example.com/connect',
    user: { email: 'alice@example.com', accounts: [{ address: ADDRESS, type: 'eoa' }] },
    status: 'connected',
    connectedWalletInfo: { name: 'MetaMask', icon: 'https://img.example.com/mm.png' },
  })
  return account
}

describe('account state', () => {
  it('[ENT-11] holds every per-chain account field, user.email among them', () => {
    const record = connectedAccount().getAccount('eip155')
    // One value, one store: the account store keeps every field but the balances...
    const kept = ENT_11_FIELDS.filter((field) => !BALANCE_FIELDS.includes(field))
    expect(Object.keys(initialAccountRecord()).sort()).toEqual(kept.sort())
    expect(Object.keys(record).sort()).toEqual(kept.sort())
    expect(record.user?.email).toBe('alice@example.com')
    // ...which the balances store holds under the account's address.
    const held: BalancesState = { accounts: { [`eip155:1:${ADDRESS}`]: balances } }
    const own = balancesOf(held, record.caipAddress)
    const balance = nativeBalanceOf(held, record.caipAddress, mainnet)
    expect({
      balance,
      balanceSymbol: balance === undefined ? undefined : mainnet.nativeCurrency.symbol,
      tokenBalance: own.balances,
      lastRetry: own.lastRetry,
      balanceLoading: own.loading,
    }).toEqual({
      balance: '0',
      balanceSymbol: 'ETH',
      tokenBalance: [usdc],
      lastRetry: 1_000,
      balanceLoading: true,
    })
  })

  it('[ENT-12] preferredAccountType is eoa or smartAccount', () => {
    expectTypeOf<AccountRecord['preferredAccountType']>().toEqualTypeOf<
      'eoa' | 'smartAccount' | undefined
    >()
    const account = createAccount()
    account.patchAccount('eip155', { preferredAccountType: 'eoa' })
    expect(account.getAccount('eip155').preferredAccountType).toBe('eoa')
    account.patchAccount('eip155', { preferredAccountType: 'smartAccount' })
    expect(account.getAccount('eip155').preferredAccountType).toBe('smartAccount')
  })

  it('[ENT-13] user holds accounts typed smartAccount or eoa', () => {
    type UserAccount = NonNullable<AccountUser['accounts']>[number]
    expectTypeOf<UserAccount['type']>().toEqualTypeOf<'eoa' | 'smartAccount'>()
    const user = accountUserFrom({
      chainId: 1,
      address: ADDRESS,
      email: 'alice@example.com',
      accounts: [
        { address: ADDRESS, type: 'eoa' },
        { address: '0x0000000000000000000000000000000000000001', type: 'smartAccount' },
        { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 'payment' },
      ],
    })
    expect(user.accounts?.map(({ type }) => type)).toEqual(['eoa', 'smartAccount'])
    expect(user.email).toBe('alice@example.com')
  })

  it('[STATE-01] the connection status takes the values disconnected, connecting and connected', () => {
    expect(CONNECTION_STATUSES).toEqual(['disconnected', 'connecting', 'connected'])
    const account = createAccount()
    expect(account.getAccount('eip155').status).toBe('disconnected')
    for (const status of CONNECTION_STATUSES) {
      account.setStatus('eip155', status)
      expect(account.getAccount('eip155').status).toBe(status)
    }
  })

  it('keeps each namespace apart', () => {
    const account = connectedAccount()
    expect(account.getAccount('solana')).toEqual(initialAccountRecord())
  })
})

describe('caip address', () => {
  it('setCaipAddress stores the CAIP-10 address and its plain address under its namespace', () => {
    const account = createAccount()
    account.setCaipAddress(`eip155:8453:${ADDRESS}`)
    expect(account.getAccount('eip155')).toMatchObject({
      caipAddress: `eip155:8453:${ADDRESS}`,
      address: ADDRESS,
    })
  })

  it('setCaipAddress refuses a malformed address and changes nothing', () => {
    const account = createAccount()
    expect(() => {
      account.setCaipAddress('eip155:1')
    }).toThrow('Invalid CAIP-10 address')
    expect(() => {
      account.setCaipAddress(`tezos:1:${ADDRESS}`)
    }).toThrow('Invalid CAIP-10 address')
    expect(account.store.getState().accounts).toEqual({})
  })
})

describe('reset', () => {
  it('[STATE-13] resetting an account clears every account field', () => {
    const account = connectedAccount()
    account.resetAccount('eip155')
    const record = account.getAccount('eip155')
    expect(record).toEqual(initialAccountRecord())
    expect(record.caipAddress).toBeUndefined()
    expect(record.user).toBeUndefined()
    // No address, so no balances: the balances store's entries are by address.
    const held: BalancesState = { accounts: { [`eip155:1:${ADDRESS}`]: balances } }
    expect(balancesOf(held, record.caipAddress).balances).toEqual([])
    expect(nativeBalanceOf(held, record.caipAddress, mainnet)).toBeUndefined()
  })

  it('[STATE-14] resetting an account sets its status to disconnected', () => {
    const account = connectedAccount()
    expect(account.getAccount('eip155').status).toBe('connected')
    account.resetAccount('eip155')
    expect(account.getAccount('eip155').status).toBe('disconnected')
  })

  it('resetting one namespace leaves the others as they were', () => {
    const account = connectedAccount()
    account.setCaipAddress(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    )
    account.resetAccount('eip155')
    expect(account.getAccount('solana').address).toBe(
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    )
  })
  it('a patch that changes nothing keeps the state; a change makes a new frozen one', () => {
    const account = connectedAccount()
    const before = account.store.getState()
    account.setStatus('eip155', 'connected')
    account.setPreferredAccountType('eip155', before.preferredAccountTypes.eip155 ?? 'eoa')
    expect(account.store.getState()).toBe(before)
    account.patchAccount('eip155', { profileName: 'bob.reown.id' })
    const after = account.store.getState()
    expect(after).not.toBe(before)
    expect(before.accounts.eip155?.profileName).toBe('alice.reown.id')
    expect(Object.isFrozen(after.accounts.eip155)).toBe(true)
  })
})

describe('account types', () => {
  it('[ROLE-02] default account types: eip155 smartAccount, bip122 payment, polkadot eoa, solana eoa', () => {
    const account = createAccount()
    expect(account.getPreferredAccountType('eip155')).toBe('smartAccount')
    expect(account.getPreferredAccountType('bip122')).toBe('payment')
    expect(account.getPreferredAccountType('polkadot')).toBe('eoa')
    expect(account.getPreferredAccountType('solana')).toBe('eoa')
    expect(defaultAccountType('cosmos')).toBeUndefined()
  })

  it('the app and the user can override a namespace default', () => {
    const account = createAccount({ preferredAccountTypes: { eip155: 'eoa' } })
    expect(account.getPreferredAccountType('eip155')).toBe('eoa')
    expect(account.getPreferredAccountType('solana')).toBe('eoa')
    account.setPreferredAccountType('eip155', 'smartAccount')
    expect(account.getPreferredAccountType('eip155')).toBe('smartAccount')
  })

  it('[ROLE-03] switching to a smart account is allowed when smart accounts are enabled and the type is eoa', () => {
    expect(canSwitchToSmartAccount({ smartAccountsEnabled: true, currentType: 'eoa' })).toBe(true)
  })

  it('[ROLE-04] switching to a smart account is refused when smart accounts are not enabled', () => {
    expect(canSwitchToSmartAccount({ smartAccountsEnabled: false, currentType: 'eoa' })).toBe(false)
  })

  it('[ROLE-05] switching to a smart account is refused when the current type is not eoa', () => {
    for (const currentType of ['smartAccount', 'payment', undefined] as const) {
      expect(canSwitchToSmartAccount({ smartAccountsEnabled: true, currentType })).toBe(false)
    }
  })
})
