import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../../../src/controllers/transactions.js'
import { activityEntry } from '../../../../src/ui/parts/activity-entry.js'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const POOL = '0xb09dA8a5B236fE0295A345035287e80bb0008290'
const NOW = Date.parse('2026-11-25T12:00:00Z')

function transaction(
  operationType: string,
  transfers: Transaction['transfers'],
  sides: { from: string; to: string },
  minedAt = '2026-11-25T11:55:00Z',
  status = 'confirmed',
): Transaction {
  return {
    id: `${operationType}-${minedAt}`,
    metadata: {
      operationType,
      hash: '0x01',
      minedAt,
      sentFrom: sides.from,
      sentTo: sides.to,
      status,
      chain: 'eip155:1',
    },
    transfers,
  }
}

const fungible = (direction: string, numeric: string, symbol: string, value: number) => ({
  direction,
  quantity: { numeric },
  value,
  price: value / Number(numeric),
  fungible_info: { name: symbol, symbol, icon: null },
  nft_info: null,
})

describe('activity entry', () => {
  it('[CONST-29] a send shows its direction, the amount to 3 decimals with the symbol, the receiver and the age', () => {
    const entry = activityEntry(
      transaction('send', [fungible('out', '0.5', 'ETH', 1500)], { from: OWNER, to: FRIEND }),
      OWNER,
      NOW,
    )
    expect(entry).toMatchObject({
      title: 'Sent',
      direction: 'sent',
      amounts: ['-0.500 ETH'],
      counterparty: '0x7099…79C8',
      counterpartyAddress: FRIEND,
      date: '5 min',
      failed: false,
    })
  })

  it('[CONST-41] a receive names its sender, and the date uses the locale abbreviations', () => {
    const entry = activityEntry(
      transaction(
        'receive',
        [fungible('in', '7.25', 'USDC', 7.25)],
        { from: FRIEND, to: OWNER },
        '2026-11-23T12:00:00Z',
      ),
      OWNER,
      NOW,
    )
    expect(entry).toMatchObject({
      title: 'Received',
      direction: 'received',
      amounts: ['+7.250 USDC'],
      counterpartyAddress: FRIEND,
      date: '2 d',
    })
  })

  it('[CONST-30] [CONST-32] a swap shows both sides, without the gas-like transfer, the most valuable first', () => {
    const entry = activityEntry(
      transaction(
        'trade',
        [
          fungible('out', '100', 'USDC', 100),
          fungible('in', '0.0332', 'ETH', 99.6),
          fungible('out', '0.001', 'ETH', 3),
        ],
        { from: OWNER, to: POOL },
      ),
      OWNER,
      NOW,
    )
    expect(entry).toMatchObject({
      title: 'Swapped',
      amounts: ['-100.000 USDC', '+0.033 ETH'],
      counterpartyAddress: POOL,
    })
  })

  it('a known name stands for the address; a reverted transaction is marked failed', () => {
    const entry = activityEntry(
      transaction('send', [], { from: OWNER, to: FRIEND }, undefined, 'failed'),
      OWNER,
      NOW,
      (address) => (address === FRIEND.toLowerCase() ? 'friend.reown.id' : undefined),
    )
    expect(entry).toMatchObject({ counterparty: 'friend.reown.id', failed: true, amounts: [] })
  })

  it.each([
    ['an address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['a short address', '0x7099…79C8'],
    ['a short address hidden in invisible characters', '\u200b0x7099\u202e…79C8'],
    ['nothing but invisible characters', '\u202e\u200b'],
  ])('a name that is %s never stands for the address: the short address shows', (_, name) => {
    const entry = activityEntry(
      transaction('send', [], { from: OWNER, to: POOL }),
      OWNER,
      NOW,
      () => name,
    )
    expect(entry).toMatchObject({ counterparty: '0xb09d…8290', counterpartyAddress: POOL })
  })

  it('a known name is shown without its bidi and zero-width characters', () => {
    const entry = activityEntry(
      transaction('send', [], { from: OWNER, to: FRIEND }),
      OWNER,
      NOW,
      () => '\u202edi.nwoer\u200b.dneirf',
    )
    expect(entry.counterparty).toBe('di.nwoer.dneirf')
  })
})
