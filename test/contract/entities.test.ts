import { describe, expect, it } from 'vitest'
import { frameMessages } from '../../generated/frame-messages/schema.js'
import { validators as frameValidators } from '../../generated/frame-messages/validators.js'
import { schemas as blockchain } from '../../generated/blockchain-api/schemas.js'
import { validators } from '../../generated/blockchain-api/validators.js'
import { schemas as project } from '../../generated/project-api/schemas.js'
import { missingFields } from './schema-fields.js'

const blockchainRoot = { components: { schemas: blockchain } }
const projectRoot = { components: { schemas: project } }

describe('spec section 3 entities are in the contracts', () => {
  const cases = [
    [
      '[ENT-15]',
      projectRoot,
      project.WalletListing,
      [
        'id',
        'name',
        'rdns',
        'image_id',
        'chains',
        'mobile_link',
        'desktop_link',
        'webapp_link',
        'badge',
      ],
    ],
    [
      '[ENT-17]',
      blockchainRoot,
      blockchain.TokenBalance,
      [
        'name',
        'symbol',
        'chainId',
        'address',
        'value',
        'price',
        'quantity.decimals',
        'quantity.numeric',
        'iconUrl',
      ],
    ],
    [
      '[ENT-18]',
      blockchainRoot,
      blockchain.WalletAsset,
      [
        'address',
        'balance',
        'type',
        'metadata.name',
        'metadata.symbol',
        'metadata.decimals',
        'metadata.value',
        'metadata.price',
        'metadata.iconUrl',
      ],
    ],
    [
      '[ENT-20]',
      blockchainRoot,
      blockchain.Transaction,
      [
        'id',
        'metadata.minedAt',
        'metadata.chain',
        'metadata.operationType',
        'metadata.status',
        'metadata.sentFrom',
        'metadata.sentTo',
        'transfers',
      ],
    ],
    [
      '[ENT-21]',
      blockchainRoot,
      blockchain.TransactionTransfer,
      [
        'direction',
        'quantity.numeric',
        'value',
        'fungible_info.name',
        'fungible_info.symbol',
        'fungible_info.icon.url',
        'nft_info.name',
        'nft_info.flags.is_spam',
        'nft_info.content.preview.url',
      ],
    ],
    [
      '[ENT-26]',
      blockchainRoot,
      blockchain.OnRampPurchaseCurrency,
      [
        'id',
        'name',
        'symbol',
        'networks.name',
        'networks.display_name',
        'networks.chain_id',
        'networks.contract_address',
      ],
    ],
    [
      '[ENT-27]',
      blockchainRoot,
      blockchain.OnRampPaymentCurrency,
      ['id', 'payment_method_limits.id', 'payment_method_limits.min', 'payment_method_limits.max'],
    ],
    [
      '[ENT-28]',
      blockchainRoot,
      blockchain.OnRampQuote,
      [
        'networkFee.amount',
        'networkFee.currency',
        'paymentSubtotal.amount',
        'paymentTotal.amount',
        'purchaseAmount.amount',
        'purchaseAmount.currency',
        'quoteId',
      ],
    ],
    [
      '[ENT-31]',
      blockchainRoot,
      blockchain.NameEntry,
      ['name', 'registered_at', 'updated_at', 'addresses', 'attributes'],
    ],
    [
      '[ENT-33]',
      projectRoot,
      project.TrackEvent,
      [
        'eventId',
        'url',
        'domain',
        'timestamp',
        'props.event',
        'props.address',
        'props.properties.caipNetworkId',
      ],
    ],
    [
      '[ENT-09]',
      frameMessages,
      frameMessages.$defs.AuthUser,
      ['email', 'userName', 'chainId', 'address', 'accounts.address', 'preferredAccountType'],
    ],
  ] as const

  for (const [rule, root, schema, fields] of cases) {
    it(`${rule} declares ${fields.join(', ')}`, () => {
      expect(missingFields(root, schema, fields)).toEqual([])
    })
  }

  it('[ENT-17] a token quantity travels as strings: numbers are refused', () => {
    const balance = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      value: 1,
      price: 1,
      iconUrl: '',
      quantity: { decimals: '6', numeric: '1.0' },
    }
    expect(validators.TokenBalance.check(balance)).toBe(true)
    expect(
      validators.TokenBalance.check({ ...balance, quantity: { decimals: 6, numeric: '1.0' } }),
    ).toBe(false)
  })

  it('[ENT-19] a wallet asset balance is hex; ERC20 and NATIVE are its known types', () => {
    const asset = {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      balance: '0xde0b6b3a7640000',
      type: 'ERC20',
    }
    expect(validators.WalletAsset.check(asset)).toBe(true)
    expect(validators.WalletAsset.check({ ...asset, balance: '1000000' })).toBe(false)
    expect(blockchain.WalletAsset.properties.type.examples).toEqual(['ERC20', 'NATIVE'])
  })

  it('[ENT-10] the auth iframe user account types are eoa, smartAccount and payment', () => {
    const user = { chainId: 1, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
    for (const preferredAccountType of ['eoa', 'smartAccount', 'payment']) {
      expect(frameValidators.AuthUser.check({ ...user, preferredAccountType })).toBe(true)
    }
    expect(frameValidators.AuthUser.check({ ...user, preferredAccountType: 'multisig' })).toBe(
      false,
    )
  })
})
