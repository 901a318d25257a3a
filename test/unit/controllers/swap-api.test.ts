import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../../src/clients/http-status-error.js'
import {
  isNativeSwapToken,
  isSwapSupported,
  suggestedSwapTokens,
  swapErrorMessage,
  walletRequest,
  type SwapToken,
} from '../../../src/controllers/swap-api.js'
import { SWAP_SUPPORTED_EIP155_CHAIN_IDS } from '../../../src/core/constants.js'

const token = (symbol: string, address: string): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals: 18,
  logoUri: '',
})

const ETH = token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')
const USDT = token('USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7')
const LINK = token('LINK', '0x514910771AF9Ca656af840dff83E8264EcF986CA')

describe('swap API helpers', () => {
  it('[CONST-50] swaps only on the listed eip155 chain ids', () => {
    for (const id of SWAP_SUPPORTED_EIP155_CHAIN_IDS) {
      expect(isSwapSupported(`eip155:${id}`)).toBe(true)
    }
    expect(isSwapSupported('eip155:11155111')).toBe(false)
    expect(isSwapSupported('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
  })

  it('[CONST-51] orders the suggested tokens as the constant does and leaves others out', () => {
    expect(suggestedSwapTokens([LINK, USDT, ETH]).map((t) => t.symbol)).toEqual(['ETH', 'USDT'])
    expect(suggestedSwapTokens([])).toEqual([])
  })

  it('knows the native coin by the 0xeeee… address in any case', () => {
    expect(isNativeSwapToken(ETH)).toBe(true)
    expect(isNativeSwapToken(USDT)).toBe(false)
  })

  it('[ERR-20] reads insufficient liquidity from the message or any reason, in any case', () => {
    const reply = (body: unknown) => new HttpStatusError(400, 'getConvertQuotes', body)
    expect(swapErrorMessage(reply({ message: 'Insufficient Liquidity for pair' }))).toBe(
      'Insufficient liquidity',
    )
    expect(
      swapErrorMessage(
        reply({
          status: 'FAILED',
          reasons: [
            { field: '', description: 'x' },
            { field: '', description: 'insufficient liquidity' },
          ],
        }),
      ),
    ).toBe('Insufficient liquidity')
    expect(swapErrorMessage(reply({ message: 'Unsupported token' }))).toBe('Unsupported token')
    expect(swapErrorMessage(reply(undefined))).toBe('HTTP status code: 400')
    expect(swapErrorMessage(new Error('wallet gone'))).toBe('wallet gone')
  })

  it("[ERR-16][ERR-17] a wallet's refusal reads 'User rejected the request'", () => {
    const refusal = (code: number, message: string) => Object.assign(new Error(message), { code })
    expect(swapErrorMessage(refusal(4001, 'User rejected the request.'))).toBe(
      'User rejected the request',
    )
    expect(swapErrorMessage(refusal(5000, 'Declined'))).toBe('User rejected the request')
    expect(swapErrorMessage(refusal(4001, 'Unauthorized'))).toBe('Unauthorized')
  })

  it('turns an API-built transaction into the wallet request', () => {
    const built = {
      to: 'eip155:1:0x111111125421ca6dc452d289314280a0f8842a65',
      data: '0x07ed2379',
      value: '100',
      gas: '187000',
      gasPrice: '12000000000',
    }
    const from = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    expect(walletRequest('1', from, built)).toEqual({
      chainId: 1,
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: '0x111111125421cA6dc452d289314280a0f8842A65',
      data: '0x07ed2379',
      value: 100n,
      gas: 187_000n,
      gasPrice: 12_000_000_000n,
    })
    expect(() => walletRequest('1', from, { ...built, data: 'zz' })).toThrow('not hex')
  })
})
