import { describe, expect, it } from 'vitest'
import { displayOnRampQuote } from '../../../src/utils/display-quote.js'
import { displayBalanceRow, displayTokens } from '../../../src/utils/display-token.js'
import { displayTransaction, UNREADABLE_QUANTITY } from '../../../src/utils/display-transaction.js'

const balance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  value: 1.5,
  price: 1,
  quantity: { decimals: '6', numeric: '1.5' },
  iconUrl: '',
}

describe('balances from the service', () => {
  it('keep a readable balance as it is', () => {
    expect(displayBalanceRow(balance)).toEqual(balance)
  })

  it.each(['NaN', '-1.5', '1e400', '9'.repeat(125), '', '(5.1)'])(
    'leave out a balance whose quantity is %j',
    (numeric) => {
      expect(
        displayBalanceRow({ ...balance, quantity: { decimals: '6', numeric } }),
      ).toBeUndefined()
    },
  )

  it.each(['-1', '256', '1.5', 'NaN', ''])(
    'leave out a balance whose decimals are %j',
    (decimals) => {
      expect(
        displayBalanceRow({ ...balance, quantity: { decimals, numeric: '1' } }),
      ).toBeUndefined()
    },
  )

  it('clean the symbol and name, and zero an unreadable fiat value or price', () => {
    expect(
      displayBalanceRow({
        ...balance,
        name: 'USD\u202eCoin',
        symbol: '\u2066USDC\u2069\u200b',
        value: Number.NaN,
        price: -1,
      }),
    ).toEqual({ ...balance, name: 'USDCoin', value: 0, price: 0 })
  })

  it('leave out a balance with no symbol left to show', () => {
    expect(displayBalanceRow({ ...balance, symbol: '\u202e\u200b' })).toBeUndefined()
  })
})

describe('swap tokens from the service', () => {
  it('keep tokens with sane decimals, cleaned, and leave out the rest', () => {
    const token = {
      name: 'Ether',
      symbol: 'ETH',
      address: 'eip155:1:0xee',
      decimals: 18,
      logoUri: null,
    }
    expect(
      displayTokens([
        token,
        { ...token, symbol: 'E\u202eTH', decimals: 6 },
        { ...token, decimals: 1000 },
        { ...token, decimals: -1 },
        { ...token, decimals: Number.NaN },
      ]),
    ).toEqual([token, { ...token, symbol: 'ETH', decimals: 6 }])
  })
})

describe('transactions from the service', () => {
  const transaction = {
    id: '0x1',
    metadata: {
      operationType: 'send',
      hash: '0x1',
      minedAt: '2026-01-01T00:00:00Z',
      sentFrom: '0xa',
      sentTo: '0xb',
      status: 'confirmed',
      nonce: 1,
      chain: 'eip155:1',
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: '0.5' },
        value: 1000,
        price: 2000,
        fungible_info: { name: 'Ether', symbol: 'ETH' },
      },
    ],
  }

  it('keep readable transfers as they are', () => {
    expect(displayTransaction(transaction)).toEqual(transaction)
  })

  it.each(['NaN', '-0.5', '1e400', '9'.repeat(125)])(
    'mark a quantity of %j unreadable',
    (numeric) => {
      const shown = displayTransaction({
        ...transaction,
        transfers: [
          {
            direction: 'in',
            quantity: { numeric },
            value: Number.NaN,
            price: Number.POSITIVE_INFINITY,
          },
        ],
      })
      expect(shown.transfers?.[0]).toMatchObject({
        quantity: { numeric: UNREADABLE_QUANTITY },
        value: null,
        price: null,
      })
    },
  )

  it('clean token and NFT names', () => {
    const shown = displayTransaction({
      ...transaction,
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          fungible_info: { name: 'E\u202eth', symbol: '\u200bETH' },
          nft_info: { name: 'Ape\u2067 #1' },
        },
      ],
    })
    expect(shown.transfers?.[0]?.fungible_info).toEqual({ name: 'Eth', symbol: 'ETH' })
    expect(shown.transfers?.[0]?.nft_info).toEqual({ name: 'Ape #1' })
  })
})

describe('on-ramp quotes from the service', () => {
  const quote = {
    quoteId: 'q',
    purchaseAmount: { amount: '98.49', currency: 'USDC' },
    networkFee: { amount: '0.01', currency: 'ETH' },
    paymentSubtotal: { amount: '99', currency: 'USD' },
    paymentTotal: { amount: '100', currency: 'USD' },
  }

  it('keep a readable quote', () => {
    expect(displayOnRampQuote(quote)).toEqual(quote)
  })

  it.each([
    ['a negative purchase', { purchaseAmount: { amount: '-5', currency: 'USDC' } }],
    ['a NaN fee', { networkFee: { amount: 'NaN', currency: 'ETH' } }],
    ['a 1e400 total', { paymentTotal: { amount: '1e400', currency: 'USD' } }],
    ['125 digits', { paymentSubtotal: { amount: '9'.repeat(125), currency: 'USD' } }],
    ['a fiat code Intl would throw on', { paymentTotal: { amount: '1', currency: '<b>' } }],
    ['a blank symbol', { purchaseAmount: { amount: '1', currency: '\u202e' } }],
  ])('void a quote with %s', (_, change) => {
    expect(displayOnRampQuote({ ...quote, ...change })).toBeUndefined()
  })
})
