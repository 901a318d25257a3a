import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { summarizeCall } from '../../../src/batch/call-summary.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('summarizeCall: what ApproveTransaction says of a batch call', () => {
  it('calls out an ERC-20 approval with its spender and amount', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [SPENDER, 1_500_000n],
    })
    expect(summarizeCall({ to: TOKEN, data })).toEqual({
      to: TOKEN,
      value: undefined,
      method: 'approve',
      approval: { spender: SPENDER, amount: 1_500_000n },
    })
  })

  it('names transfer and transferFrom, and gives any other call its selector', () => {
    const transferFrom = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [SPENDER, TOKEN, 5n],
    })
    expect(summarizeCall({ to: TOKEN, data: transferFrom }).method).toBe('transferFrom')
    expect(summarizeCall({ to: TOKEN, data: '0xa9059cbb' }).method).toBe('transfer')
    expect(summarizeCall({ to: TOKEN, data: '0xDEADBEEF00' }).method).toBe('0xdeadbeef')
  })

  it('a plain send has a value and no method; malformed data or a truncated approval is no approval', () => {
    expect(summarizeCall({ to: SPENDER, value: '0x2' })).toEqual({
      to: SPENDER,
      value: 2n,
      method: undefined,
      approval: undefined,
    })
    expect(summarizeCall({ to: SPENDER, value: '0x0', data: '0x' }).value).toBeUndefined()
    expect(summarizeCall({ to: TOKEN, data: 'not hex' }).method).toBeUndefined()
    expect(summarizeCall({ to: TOKEN, data: '0x095ea7b3' })).toMatchObject({
      method: 'approve',
      approval: undefined,
    })
  })
})
