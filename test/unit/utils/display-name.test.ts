import { describe, expect, it } from 'vitest'
import { looksLikeAddress } from '../../../src/utils/address-like.js'
import { displayName } from '../../../src/utils/display-name.js'

describe('names from a service shown in place of an address', () => {
  it.each([
    ['alice.reown.id', 'alice.reown.id'],
    ['  bob.eth ', 'bob.eth'],
    ['\u202edi.nwoer.ecila', 'di.nwoer.ecila'],
    ['ali\u200bce\u2066.eth\u2069', 'alice.eth'],
    ['zed\n.eth', 'zed.eth'],
  ])('show %j as %j', (name, shown) => {
    expect(displayName(name)).toBe(shown)
  })

  it.each([
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x7099…79C8',
    '0X7099...79c8',
    '\u200b0x7099\u202e…79C8',
    'friend…79C8',
    '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    '',
    '\u202e\u200b',
  ])('show no name for %j: the address stands instead', (name) => {
    expect(displayName(name)).toBeUndefined()
  })

  it.each([undefined, null, 42, { name: 'alice.eth' }])('show no name for %j', (value) => {
    expect(displayName(value)).toBeUndefined()
  })

  it('cap a long name at 64 characters, checked whole before the cut adds its ellipsis', () => {
    const shown = displayName(`a${'n'.repeat(5000)}.eth`)
    expect(shown).toBe(`a${'n'.repeat(62)}…`)
    expect(looksLikeAddress(`a${'n'.repeat(5000)}.eth`)).toBe(false)
  })
})
