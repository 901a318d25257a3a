import { describe, expect, it } from 'vitest'
import { toRpcTransaction } from '../../../src/connectors/rpc-transaction.js'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('toRpcTransaction', () => {
  it('writes the chain and every quantity as hex, as EIP-1193 wallets read them', () => {
    expect(
      toRpcTransaction({ chainId: 8453, from, to, value: 10n ** 18n, gas: 21_000n, gasPrice: 7n }),
    ).toEqual({
      chainId: '0x2105',
      from,
      to,
      value: '0xde0b6b3a7640000',
      gas: '0x5208',
      gasPrice: '0x7',
    })
  })

  it('leaves out the fields the request leaves out, and keeps call data as it is', () => {
    expect(toRpcTransaction({ chainId: 1, from, to, value: 0n, data: '0xa9059cbb' })).toEqual({
      chainId: '0x1',
      from,
      to,
      value: '0x0',
      data: '0xa9059cbb',
    })
  })
})
