import { describe, expect, it } from 'vitest'
import { parseAccountRecord } from '../../../src/core/account-record.js'

const record = {
  namespace: 'bip122',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  type: 'payment',
  publicKey: '02f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9',
  path: "m/84'/0'/0'/0/0",
}

describe('account record', () => {
  it('[ENT-08] has namespace, address, type, publicKey and path', () => {
    expect(parseAccountRecord(record)).toEqual(record)
    const minimal = { namespace: record.namespace, address: record.address, type: record.type }
    expect(parseAccountRecord(minimal)).toEqual(minimal)
  })

  it('refuses a record with an unknown namespace or type, or a field of the wrong type', () => {
    expect(parseAccountRecord({ ...record, namespace: 'dogecoin' })).toBeNull()
    expect(parseAccountRecord({ ...record, type: 'multisig' })).toBeNull()
    expect(parseAccountRecord({ ...record, path: 84 })).toBeNull()
    expect(parseAccountRecord({ ...record, address: '' })).toBeNull()
    expect(parseAccountRecord('bc1q')).toBeNull()
  })
})
