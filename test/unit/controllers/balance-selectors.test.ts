import { describe, expect, it } from 'vitest'
import { createAccount, initialAccountRecord } from '../../../src/controllers/account.js'
import {
  accountStateOf,
  balancesOf,
  nativeBalanceOf,
} from '../../../src/controllers/balance-selectors.js'
import {
  NO_BALANCES,
  type AccountBalances,
  type BalancesState,
  type TokenBalance,
} from '../../../src/controllers/balances.js'
import { devnetNetwork } from '../wiring/one-wallet-connections.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ON_MAINNET = `eip155:1:${ADDRESS}` as const
const mainnet = devnetNetwork(1, 'Ethereum')
const base = devnetNetwork(8453, 'Base')

const row = (symbol: string, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address === undefined ? {} : { address }),
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})
const ether = row('ETH', '12.5')
const usdc = row('USDC', '40', 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
const read = (balances: TokenBalance[]): AccountBalances => ({
  ...NO_BALANCES,
  balances,
  settled: true,
})

describe('balancesOf', () => {
  const state: BalancesState = { accounts: { [ON_MAINNET]: read([ether]) } }

  it("answers the address's own balances, and none for another address or network", () => {
    expect(balancesOf(state, ON_MAINNET).balances).toEqual([ether])
    expect(balancesOf(state, `eip155:8453:${ADDRESS}`)).toBe(NO_BALANCES)
    expect(balancesOf(state, 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      NO_BALANCES,
    )
    expect(balancesOf(state, undefined)).toBe(NO_BALANCES)
  })
})

describe('nativeBalanceOf', () => {
  it('is unknown until a fetch has ended', () => {
    expect(nativeBalanceOf(NO_BALANCES, 'ETH')).toBeUndefined()
    expect(nativeBalanceOf({ ...NO_BALANCES, loading: true }, 'ETH')).toBeUndefined()
  })

  it("is the row without a token address in the network's coin", () => {
    expect(nativeBalanceOf(read([usdc, ether]), 'ETH')).toBe('12.5')
  })

  it('is 0 when the fetch read no such row (a token named like the coin is not it)', () => {
    expect(nativeBalanceOf(read([usdc]), 'ETH')).toBe('0')
    expect(
      nativeBalanceOf(
        read([row('ETH', '3', 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3')]),
        'ETH',
      ),
    ).toBe('0')
    expect(nativeBalanceOf(read([]), 'ETH')).toBe('0')
  })
})

describe('accountStateOf', () => {
  const record = () => {
    const account = createAccount()
    account.setCaipAddress(ON_MAINNET)
    account.patchAccount('eip155', { status: 'connected' })
    return account.getAccount('eip155')
  }

  it("reads the balance fields from the account's balances, the symbol from its network", () => {
    const balances = { ...read([ether, usdc]), lastRetry: 1_000, loading: true }
    expect(accountStateOf(record(), balances, mainnet)).toMatchObject({
      caipAddress: ON_MAINNET,
      status: 'connected',
      balance: '12.5',
      balanceSymbol: 'ETH',
      tokenBalance: [ether, usdc],
      lastRetry: 1_000,
      balanceLoading: true,
    })
  })

  it("shows no balance while the active network is not the account's own", () => {
    const state = accountStateOf(record(), read([ether]), base)
    expect(state.balance).toBeUndefined()
    expect(state.balanceSymbol).toBeUndefined()
  })

  it('shows neither balance nor symbol before the first fetch ends', () => {
    const state = accountStateOf(record(), NO_BALANCES, mainnet)
    expect(state).toMatchObject({ balance: undefined, balanceSymbol: undefined, tokenBalance: [] })
  })

  it('gives a disconnected account no balances', () => {
    const state = accountStateOf(initialAccountRecord(), NO_BALANCES, mainnet)
    expect(state).toMatchObject({
      balance: undefined,
      balanceSymbol: undefined,
      tokenBalance: [],
      lastRetry: undefined,
      balanceLoading: false,
    })
  })
})
