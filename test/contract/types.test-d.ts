import type { XStatic } from 'typebox/schema'
import { describe, expectTypeOf, it } from 'vitest'
import type { schemas as blockchainSchemas } from '../../generated/blockchain-api/schemas.js'
import type { components as BlockchainTypes } from '../../generated/blockchain-api/types.js'
import type { frameMessages } from '../../generated/frame-messages/schema.js'
import type { components as FrameTypes } from '../../generated/frame-messages/types.js'
import type { schemas as projectSchemas } from '../../generated/project-api/schemas.js'
import type { components as ProjectTypes } from '../../generated/project-api/types.js'

// The static type a validator's schema describes, read by typebox from the generated `as const` data.
type BlockchainStatic<Name extends string> = XStatic<
  { components: { schemas: typeof blockchainSchemas } } & { $ref: `#/components/schemas/${Name}` }
>
type ProjectStatic<Name extends string> = XStatic<
  { components: { schemas: typeof projectSchemas } } & { $ref: `#/components/schemas/${Name}` }
>
type FrameStatic<Name extends string> = XStatic<typeof frameMessages & { $ref: `#/$defs/${Name}` }>

/** Each type is assignable to the other: the validator accepts exactly what the type describes. */
type Agree<Validated, Declared> = [Validated] extends [Declared]
  ? [Declared] extends [Validated]
    ? true
    : 'declared type is wider than the validator'
  : 'validator is wider than the declared type'

// Checked one schema at a time: the whole set at once is too deep for the compiler.
describe('validator static types agree with the openapi-typescript types (section 3 entities and payloads)', () => {
  it('Blockchain API entities', () => {
    type S = BlockchainTypes['schemas']
    expectTypeOf<Agree<BlockchainStatic<'TokenBalance'>, S['TokenBalance']>>().toEqualTypeOf<true>()
    expectTypeOf<Agree<BlockchainStatic<'Transaction'>, S['Transaction']>>().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<BlockchainStatic<'TransactionTransfer'>, S['TransactionTransfer']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<BlockchainStatic<'IdentityResponse'>, S['IdentityResponse']>
    >().toEqualTypeOf<true>()
    expectTypeOf<Agree<BlockchainStatic<'NameEntry'>, S['NameEntry']>>().toEqualTypeOf<true>()
    expectTypeOf<Agree<BlockchainStatic<'OnRampQuote'>, S['OnRampQuote']>>().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<BlockchainStatic<'OnRampPurchaseCurrency'>, S['OnRampPurchaseCurrency']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<BlockchainStatic<'OnRampPaymentCurrency'>, S['OnRampPaymentCurrency']>
    >().toEqualTypeOf<true>()
    expectTypeOf<Agree<BlockchainStatic<'WalletAsset'>, S['WalletAsset']>>().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<BlockchainStatic<'TransactionHistoryResponse'>, S['TransactionHistoryResponse']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<BlockchainStatic<'BalanceResponse'>, S['BalanceResponse']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<BlockchainStatic<'GasPriceResponse'>, S['GasPriceResponse']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<BlockchainStatic<'RegisterNameRequest'>, S['RegisterNameRequest']>
    >().toEqualTypeOf<true>()
  })

  it('Project API entities', () => {
    type S = ProjectTypes['schemas']
    expectTypeOf<Agree<ProjectStatic<'WalletListing'>, S['WalletListing']>>().toEqualTypeOf<true>()
    expectTypeOf<Agree<ProjectStatic<'PlanLimits'>, S['PlanLimits']>>().toEqualTypeOf<true>()
    expectTypeOf<Agree<ProjectStatic<'TrackEvent'>, S['TrackEvent']>>().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<ProjectStatic<'GetWalletsResponse'>, S['GetWalletsResponse']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<ProjectStatic<'ProjectFeature'>, S['ProjectFeature']>
    >().toEqualTypeOf<true>()
  })

  it('frame events', () => {
    type S = FrameTypes['schemas']
    expectTypeOf<Agree<FrameStatic<'AuthUser'>, S['AuthUser']>>().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<FrameStatic<'APP_CONNECT_EMAIL'>, S['APP_CONNECT_EMAIL']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<FrameStatic<'FRAME_GET_USER_SUCCESS'>, S['FRAME_GET_USER_SUCCESS']>
    >().toEqualTypeOf<true>()
    expectTypeOf<Agree<FrameStatic<'FRAME_READY'>, S['FRAME_READY']>>().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<FrameStatic<'APP_SYNC_DAPP_DATA'>, S['APP_SYNC_DAPP_DATA']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<FrameStatic<'APP_SWITCH_NETWORK'>, S['APP_SWITCH_NETWORK']>
    >().toEqualTypeOf<true>()
    expectTypeOf<
      Agree<
        FrameStatic<'FRAME_UPDATE_EMAIL_SECONDARY_OTP_SUCCESS'>,
        S['FRAME_UPDATE_EMAIL_SECONDARY_OTP_SUCCESS']
      >
    >().toEqualTypeOf<true>()
  })
})
