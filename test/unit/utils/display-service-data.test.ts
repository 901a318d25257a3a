import { describe, expect, it } from 'vitest'
import { paymentLimitOf } from '../../../src/controllers/onramp.js'
import { displayOnRampOptions } from '../../../src/utils/display-onramp-options.js'
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

  it('clear the sender, receiver and application of invisible characters', () => {
    const shown = displayTransaction({
      ...transaction,
      metadata: {
        ...transaction.metadata,
        sentFrom: '\u202e0x70997970C51812dc3A010C7d01b50e0d17dc79C8\u200b',
        sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\u2066',
        application: { name: 'Uni\u202eswap', iconUrl: null },
      },
    })
    expect(shown.metadata).toMatchObject({
      sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      application: { name: 'Uniswap', iconUrl: null },
    })
  })
})

describe('on-ramp currency lists from the service', () => {
  const usd = {
    id: 'USD',
    payment_method_limits: [
      { id: 'CARD', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ],
  }
  const base = { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }
  const usdc = { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [base] }
  const options = { paymentCurrencies: [usd], purchaseCurrencies: [usdc] }

  it('keep sound lists as they are', () => {
    expect(displayOnRampOptions(options)).toEqual(options)
  })

  it.each([
    ['NaN', '7500.00'],
    ['-10', '7500.00'],
    ['10.00', '1e400'],
    ['10.00', '9'.repeat(125)],
    ['10.00', 'Infinity'],
    ['', '7500.00'],
    ['7500.00', '10.00'],
  ])('leave out a card limit of %j to %j, so the default applies', (min, max) => {
    const shown = displayOnRampOptions({
      ...options,
      paymentCurrencies: [{ ...usd, payment_method_limits: [{ id: 'CARD', min, max }] }],
    })
    expect(shown.paymentCurrencies).toEqual([{ id: 'USD', payment_method_limits: [] }])
    const [currency] = shown.paymentCurrencies
    if (!currency) throw new Error('no USD')
    expect(paymentLimitOf(currency, 'card')).toEqual({ min: '10.00', max: '7500.00' })
  })

  it.each(['U\u202eSD', 'US', 'USDT', '\u200b', '<b>'])(
    'clean a fiat code, leaving out one that is not three letters: %j',
    (id) => {
      const shown = displayOnRampOptions({ ...options, paymentCurrencies: [{ ...usd, id }] })
      expect(shown.paymentCurrencies.map((currency) => currency.id)).toEqual(
        id === 'U\u202eSD' ? ['USD'] : [],
      )
    },
  )

  it('clean crypto names, symbols and network names, capping a long one', () => {
    const shown = displayOnRampOptions({
      ...options,
      purchaseCurrencies: [
        {
          ...usdc,
          name: `USD\u202e Coin${'n'.repeat(5000)}`,
          symbol: '\u2066USDC\u2069\u200b',
          networks: [{ ...base, display_name: 'Ba\u202ese' }],
        },
      ],
    })
    expect(shown.purchaseCurrencies[0]).toMatchObject({
      symbol: 'USDC',
      networks: [{ display_name: 'Base' }],
    })
    expect(shown.purchaseCurrencies[0]?.name).toBe(`USD Coin${'n'.repeat(55)}…`)
  })

  it('leave out a crypto currency with no symbol left to show, and name one without a name by its symbol', () => {
    const shown = displayOnRampOptions({
      ...options,
      purchaseCurrencies: [
        { ...usdc, symbol: '\u202e\u200b' },
        { ...usdc, name: '\u200b', symbol: 'ETH' },
      ],
    })
    expect(shown.purchaseCurrencies.map(({ name, symbol }) => [name, symbol])).toEqual([
      ['ETH', 'ETH'],
    ])
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
