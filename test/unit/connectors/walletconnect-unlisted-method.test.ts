import { describe, expect, it } from 'vitest'
import { refuseUnlistedCapabilities } from '../../../src/connectors/walletconnect-unlisted-method.js'

const sessionListing = (methods: string[], sessionProperties?: Record<string, string>) => ({
  namespaces: { eip155: { methods } },
  ...(sessionProperties && { sessionProperties }),
})

const refusalOf = (run: () => void): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('wallet_getCapabilities on a WalletConnect session', () => {
  it('is refused as an unsupported method (4200) when the session does not list it', () => {
    const refusal = refusalOf(() => {
      refuseUnlistedCapabilities(
        sessionListing(['personal_sign']),
        'wallet_getCapabilities',
        'eip155:1',
      )
    })
    expect(refusal).toMatchObject({
      code: 4200,
      message: 'The WalletConnect wallet does not list wallet_getCapabilities in its session',
    })
  })

  it('goes to the wallet when the session lists it, or its properties may answer it', () => {
    const listed = sessionListing(['wallet_getCapabilities'])
    expect(
      refusalOf(() => {
        refuseUnlistedCapabilities(listed, 'wallet_getCapabilities', 'eip155:1')
      }),
    ).toBeUndefined()
    const withProperties = sessionListing([], { capabilities: '{}' })
    expect(
      refusalOf(() => {
        refuseUnlistedCapabilities(withProperties, 'wallet_getCapabilities', 'eip155:1')
      }),
    ).toBeUndefined()
  })

  it('leaves every other method to UniversalProvider (a read goes to the RPC unlisted)', () => {
    expect(
      refusalOf(() => {
        refuseUnlistedCapabilities(sessionListing([]), 'eth_blockNumber', 'eip155:1')
      }),
    ).toBeUndefined()
  })
})
