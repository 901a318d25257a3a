import { displayText } from './display-text.js'

/**
 * Where a name from a service (a counterparty's, the account's own) becomes the text shown in
 * place of an address. A name that reads like an address ('0x70997970…79C8', a base58 or bech32
 * account) would let the service pass off one address as another where the visitor checks it, so
 * such a name is not shown at all and the address stands instead.
 */

/** An EVM address or its short form: 0x (or 0X) and a hex digit. */
const EVM_LIKE = /^0x[0-9a-f]/i
/** A Solana or legacy Bitcoin address: 25 to 44 base58 characters and nothing else. */
const BASE58_LIKE = /^[1-9A-HJ-NP-Za-km-z]{25,44}$/
/** A bech32 Bitcoin address (mainnet or testnet). */
const BECH32_LIKE = /^(bc|tb)1[02-9ac-hj-np-z]/i
/** The ellipsis of a short address ('…' or '...'): no registered name contains one. */
const SHORTENED = /…|\.\.\./

export function looksLikeAddress(text: string): boolean {
  return (
    EVM_LIKE.test(text) || BASE58_LIKE.test(text) || BECH32_LIKE.test(text) || SHORTENED.test(text)
  )
}

/** The name as display text, or undefined when none is left or it reads like an address. */
export function displayName(value: unknown): string | undefined {
  const whole = displayText(value, Number.POSITIVE_INFINITY)
  if (whole === '' || looksLikeAddress(whole)) return undefined
  return displayText(whole)
}
