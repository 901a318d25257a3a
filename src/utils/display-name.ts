import { looksLikeAddress } from './address-like.js'
import { displayText } from './display-text.js'

/**
 * Where a name from a service (a counterparty's, the account's own) becomes the text shown in
 * place of an address. A name that reads like an address ('0x70997970…79C8', a base58 or bech32
 * account) would let the service pass off one address as another where the visitor checks it, so
 * such a name is not shown at all and the address stands instead.
 */

/** The name as display text, or undefined when none is left or it reads like an address. */
export function displayName(value: unknown): string | undefined {
  const whole = displayText(value, Number.POSITIVE_INFINITY)
  if (whole === '' || looksLikeAddress(whole)) return undefined
  return displayText(whole)
}
