import { describe, expectTypeOf, it } from 'vitest'
import { createPortico, type Portico } from '../../../src/index.js'

/** The public members, issue 39's list: at most 25 (the unit test counts them at run time too). */
type PublicMember =
  | 'open'
  | 'close'
  | 'subscribeModal'
  | 'disconnect'
  | 'switchNetwork'
  | 'signMessage'
  | 'getAccount'
  | 'subscribeAccount'
  | 'getProvider'
  | 'subscribeProvider'
  | 'getSolanaSigner'
  | 'setLocale'
  | 'setThemeMode'
  | 'setThemeVariables'
  | 'setAnalyticsConsent'
  | 'subscribeEvents'
  | 'getSiwxSession'
  | 'subscribeSiwxSession'
  | 'load'
  | 'initialize'
  | 'restored'
  | 'destroy'

/** The members whose value is a controller store, or a controller holding one. */
type StoreMember = {
  [K in keyof Portico]: Portico[K] extends { getState: unknown } | { store: unknown } ? K : never
}[keyof Portico]

describe("createPortico's returned type", () => {
  it('is the public Portico with exactly the listed members', () => {
    expectTypeOf(createPortico).returns.toEqualTypeOf<Portico>()
    expectTypeOf<keyof Portico>().toEqualTypeOf<PublicMember>()
  })

  it('has no controller store among its members', () => {
    expectTypeOf<StoreMember>().toBeNever()
  })
})
