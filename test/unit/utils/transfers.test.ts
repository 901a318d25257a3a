import { describe, expect, it } from 'vitest'
import {
  displayedTransactions,
  displayedTransfers,
  isAllSpamNftTransaction,
  withoutGasFeeTransfers,
  type DisplayTransfer,
} from '../../../src/utils/transfers.js'

interface Transfer extends DisplayTransfer {
  id: string
}

const transfer = (id: string, direction: string, value: number | null): Transfer => ({
  id,
  direction,
  value,
})
const ids = (transfers: readonly Transfer[]): string[] => transfers.map(({ id }) => id)

const nft = (id: string, isSpam: boolean): Transfer => ({
  id,
  direction: 'in',
  value: null,
  nft_info: { flags: { is_spam: isSpam } },
})

describe('withoutGasFeeTransfers', () => {
  it('[CONST-30] drops a transfer worth under 10% of the opposite side and keeps one at 10%', () => {
    const swap = [
      transfer('usdc', 'out', 100),
      transfer('eth', 'in', 98),
      transfer('fee', 'out', 9),
    ]
    expect(ids(withoutGasFeeTransfers(swap))).toEqual(['usdc', 'eth'])
    const atThreshold = [transfer('usdc', 'out', 100), transfer('tip', 'in', 10)]
    expect(ids(withoutGasFeeTransfers(atThreshold))).toEqual(['usdc', 'tip'])
  })

  it('[CONST-31] drops a transfer worth under 1% of the max, even on the same side (max = largest transfer)', () => {
    const outgoing = [transfer('big', 'out', 1000), transfer('fee', 'out', 9.99)]
    expect(ids(withoutGasFeeTransfers(outgoing))).toEqual(['big'])
    const atThreshold = [transfer('big', 'out', 1000), transfer('small', 'out', 10)]
    expect(ids(withoutGasFeeTransfers(atThreshold))).toEqual(['big', 'small'])
  })

  it("[CONST-30] gives a 'self' transfer no opposite side", () => {
    const withSelf = [transfer('usdc', 'out', 100), transfer('self', 'self', 5)]
    expect(ids(withoutGasFeeTransfers(withSelf))).toEqual(['usdc', 'self'])
  })

  it('keeps transfers without a value, which cannot be compared', () => {
    const mixed = [transfer('big', 'out', 1000), nft('art', false)]
    expect(ids(withoutGasFeeTransfers(mixed))).toEqual(['big', 'art'])
  })
})

describe('displayedTransfers', () => {
  it('[CONST-32] shows at most 2 transfers per transaction', () => {
    const many = [
      transfer('a', 'out', 50),
      transfer('b', 'out', 60),
      transfer('c', 'in', 55),
      transfer('d', 'in', 70),
    ]
    expect(displayedTransfers(many)).toHaveLength(2)
  })

  it('[CONST-33] sorts shown transfers by value, highest first (assumed direction), unvalued last', () => {
    const many = [
      transfer('a', 'out', 50),
      nft('art', false),
      transfer('b', 'out', 60),
      transfer('c', 'in', 70),
    ]
    expect(ids(displayedTransfers(many))).toEqual(['c', 'b'])
    expect(ids(displayedTransfers([nft('art', false), transfer('a', 'in', 5)]))).toEqual([
      'a',
      'art',
    ])
  })

  it('[CONST-30] [CONST-32] removes the gas fee before taking the top 2', () => {
    const swap = [
      transfer('fee', 'out', 3),
      transfer('usdc', 'out', 100),
      transfer('eth', 'in', 99),
    ]
    expect(ids(displayedTransfers(swap))).toEqual(['usdc', 'eth'])
  })
})

describe('displayed transactions', () => {
  const onMainnet = (id: string, transfers: Transfer[]) => ({
    id,
    metadata: { chain: 'eip155:1' },
    transfers,
  })

  it('[CONST-34] hides a transaction whose NFT transfers are all spam and keeps one with a genuine NFT', () => {
    const spam = onMainnet('spam', [nft('s1', true), nft('s2', true)])
    const genuine = onMainnet('genuine', [nft('s1', true), nft('g1', false)])
    expect(isAllSpamNftTransaction(spam)).toBe(true)
    expect(isAllSpamNftTransaction(genuine)).toBe(false)
    expect(displayedTransactions([spam, genuine], 'eip155:1').map(({ id }) => id)).toEqual([
      'genuine',
    ])
  })

  it('[CONST-34] keeps a transaction that also moves a token (reading: "all-spam NFT transactions" only)', () => {
    const mixed = onMainnet('mixed', [nft('s1', true), transfer('usdc', 'out', 5)])
    const empty = onMainnet('empty', [])
    expect(isAllSpamNftTransaction(mixed)).toBe(false)
    expect(isAllSpamNftTransaction(empty)).toBe(false)
  })

  it('[CONST-35] shows only transactions of the active chain', () => {
    const mainnet = onMainnet('main', [transfer('a', 'out', 1)])
    const polygon = { id: 'poly', metadata: { chain: 'eip155:137' }, transfers: [] }
    expect(displayedTransactions([mainnet, polygon], 'eip155:137').map(({ id }) => id)).toEqual([
      'poly',
    ])
    expect(displayedTransactions([mainnet, polygon], 'eip155:1').map(({ id }) => id)).toEqual([
      'main',
    ])
  })
})
