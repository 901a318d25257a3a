import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../../../src/controllers/balances.js'
import type { Transaction } from '../../../../src/controllers/transactions.js'
import { arrivalHash, arrivedAmount } from '../../../../src/ui/parts/purchase-arrival.js'

const USDC = { symbol: 'USDC', caipNetworkId: 'eip155:1' }
const HASH = `0x${'ab'.repeat(32)}`

function balance(symbol: string, numeric: string, chainId = 'eip155:1'): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId,
    value: 0,
    price: 0,
    quantity: { decimals: '6', numeric },
    iconUrl: '',
  }
}

function received(symbol: string, hash: string, direction = 'in'): Transaction {
  return {
    id: hash,
    metadata: {
      operationType: 'receive',
      hash,
      minedAt: '2026-11-26T08:00:00Z',
      sentFrom: '0x01',
      sentTo: '0x02',
      status: 'confirmed',
      chain: 'eip155:1',
    },
    transfers: [{ direction, quantity: { numeric: '1' }, fungible_info: { name: symbol, symbol } }],
  }
}

describe('arrivedAmount', () => {
  it('is the growth of the bought token on its network, every digit kept', () => {
    expect(arrivedAmount([balance('USDC', '1.5')], [balance('USDC', '40.123456')], USDC)).toBe(
      '38.623456',
    )
  })

  it('counts a token the wallet did not hold before from zero', () => {
    expect(arrivedAmount([], [balance('USDC', '29.4')], USDC)).toBe('29.4')
  })

  it('is undefined while nothing came, when the balance fell, or on another network or token', () => {
    expect(arrivedAmount([balance('USDC', '2')], [balance('USDC', '2')], USDC)).toBeUndefined()
    expect(arrivedAmount([balance('USDC', '2')], [balance('USDC', '1')], USDC)).toBeUndefined()
    expect(arrivedAmount([], [balance('USDC', '5', 'eip155:8453')], USDC)).toBeUndefined()
    expect(arrivedAmount([], [balance('USDT', '5')], USDC)).toBeUndefined()
    // A failed read answers no balances: not an arrival.
    expect(arrivedAmount([balance('USDC', '2')], [], USDC)).toBeUndefined()
  })
})

describe('arrivalHash', () => {
  it('is the hash of the newest transaction that brought the token in', () => {
    const older = `0x${'cd'.repeat(32)}`
    const history = [received('ETH', HASH), received('USDC', HASH), received('USDC', older)]
    expect(arrivalHash(history, 'USDC')).toBe(HASH)
  })

  it('skips transfers out and ids that are no transaction hash', () => {
    expect(arrivalHash([received('USDC', HASH, 'out')], 'USDC')).toBeUndefined()
    expect(arrivalHash([received('USDC', '0x01')], 'USDC')).toBeUndefined()
  })
})
