/**
 * Whether a name reads like an address: '0x70997970…79C8', a base58 or a bech32 account. Such a
 * name must never stand where the visitor checks an address, as it would pass one off as another.
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
