import { describe, expect, it } from 'vitest'
import { readClientId } from '../../../devnet/relay/client-identity.js'
import { authToken } from './raw-relay-client.js'

describe('readClientId', () => {
  it('takes the iss of the ?auth= JWT, without checking its signature', () => {
    const url = `/?auth=${authToken('did:key:z6MkClient')}&projectId=portico-devnet&ua=wc-2`
    expect(readClientId(url)).toBe('did:key:z6MkClient')
  })

  it.each([
    ['no auth', '/?projectId=p'],
    ['no payload', '/?auth=header-only'],
    ['a payload that is not JSON', '/?auth=a.bm90IGpzb24.c'],
    ['a payload without iss', `/?auth=a.${Buffer.from('{"sub":"x"}').toString('base64url')}.c`],
    ['no url', undefined],
  ])('knows no client for %s', (_, url) => {
    expect(readClientId(url)).toBeUndefined()
  })
})
