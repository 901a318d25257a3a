import { describe, expect, it } from 'vitest'
import { balancesOf, nativeBalanceOf } from '../../../src/controllers/balance-selectors.js'
import {
  NO_BALANCES,
  type AccountBalances,
  type BalancesState,
  type TokenBalance,
} from '../../../src/controllers/balances.js'
import { devnetNetwork } from '../wiring/one-wallet-connections.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ON_MAINNET = `eip155:1:${ADDRESS}` as const
const ON_BASE = `eip155:8453:${ADDRESS}` as const
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
/** The balances store holding one fetched account: the address on mainnet. */
const holding = (balances: AccountBalances): BalancesState => ({
  accounts: { [ON_MAINNET]: balances },
})

describe('balancesOf', () => {
  it("answers the address's own balances, and none for another address or network", () => {
    const state = holding(read([ether]))
    expect(balancesOf(state, ON_MAINNET).balances).toEqual([ether])
    expect(balancesOf(state, ON_BASE)).toBe(NO_BALANCES)
    expect(balancesOf(state, 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      NO_BALANCES,
    )
    expect(balancesOf(state, undefined)).toBe(NO_BALANCES)
  })
})

describe('nativeBalanceOf', () => {
  it("is the row without a token address in the network's coin", () => {
    expect(nativeBalanceOf(holding(read([usdc, ether])), ON_MAINNET, mainnet)).toBe('12.5')
  })

  it('is unknown until a fetch for the account has ended', () => {
    expect(nativeBalanceOf({ accounts: {} }, ON_MAINNET, mainnet)).toBeUndefined()
    const loading = { ...NO_BALANCES, loading: true }
    expect(nativeBalanceOf(holding(loading), ON_MAINNET, mainnet)).toBeUndefined()
    expect(nativeBalanceOf(holding(read([ether])), undefined, mainnet)).toBeUndefined()
  })

  it("is unknown on a network that is not the account's own", () => {
    const state = holding(read([ether]))
    expect(nativeBalanceOf(state, ON_MAINNET, base)).toBeUndefined()
    expect(nativeBalanceOf(state, ON_BASE, base)).toBeUndefined()
    expect(nativeBalanceOf(state, ON_MAINNET, undefined)).toBeUndefined()
  })

  it('is 0 when the fetch read no such row (a token named like the coin is not it)', () => {
    const named = row('ETH', '3', 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(nativeBalanceOf(holding(read([usdc])), ON_MAINNET, mainnet)).toBe('0')
    expect(nativeBalanceOf(holding(read([named])), ON_MAINNET, mainnet)).toBe('0')
    expect(nativeBalanceOf(holding(read([])), ON_MAINNET, mainnet)).toBe('0')
  })
})
