import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { displayText } from './display-text.js'
import { checkedDecimalString, checkedDecimals, checkedNumber } from './service-numbers.js'

interface ServiceToken {
  name: string
  symbol: string
  decimals: number
}

/**
 * A token from a service as the modal shows and computes with it: name and symbol as display
 * text, decimals an integer 0..255; a token whose decimals fail is left out (every amount of it
 * would be read wrong), as is one with no symbol left to show.
 */
export function displayToken<Token extends ServiceToken>(token: Token): Token | undefined {
  const decimals = checkedDecimals(token.decimals)
  const symbol = displayText(token.symbol)
  if (decimals === undefined || symbol === '') return undefined
  return { ...token, name: displayText(token.name), symbol, decimals }
}

/** The tokens that pass displayToken, in their order. */
export function displayTokens<Token extends ServiceToken>(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token) => displayToken(token) ?? [])
}

type TokenBalance = BlockchainApi['schemas']['TokenBalance']

/**
 * A balance from a service as the modal shows it: a non-negative plain-decimal quantity with
 * decimals 0..255, text cleaned; its fiat value and price 0 when unreadable (they only inform).
 * A balance whose quantity or decimals fail is unreadable: undefined, never shown as some number.
 */
export function displayBalanceRow(balance: TokenBalance): TokenBalance | undefined {
  const decimals = checkedDecimals(balance.quantity.decimals)
  const numeric = checkedDecimalString(balance.quantity.numeric)
  const symbol = displayText(balance.symbol)
  if (decimals === undefined || numeric === undefined || symbol === '') return undefined
  return {
    ...balance,
    name: displayText(balance.name),
    symbol,
    ...(balance.value === undefined ? {} : { value: checkedNumber(balance.value) ?? 0 }),
    price: checkedNumber(balance.price) ?? 0,
    quantity: { decimals: String(decimals), numeric },
  }
}
