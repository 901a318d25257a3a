// The EVM helpers Portico needs at start-up, on ox's per-module entry points. viem's root entry
// costs a bundle's first load about 25 KB gzipped whatever is imported from it: its internal
// `import('./ccip.js')` drags its call machinery into the chunk the entry shares. viem stays for
// the flows that load it on demand; these are the same functions (viem is built on ox).
import * as Address from 'ox/Address'
import * as Hex from 'ox/Hex'
import * as Value from 'ox/Value'

/** The EIP-55 checksummed address; throws on anything that is not 20 bytes of hex. */
export const getAddress = (address: string): Address.Address =>
  Address.from(address, { checksum: true })

/** Whether a string is an address; `strict` (the default) also requires a valid checksum. */
export const isAddress = (value: string, options?: { strict?: boolean }): boolean =>
  Address.validate(value, { strict: options?.strict ?? true })

/** Whether a value is 0x-prefixed hex; `strict` (the default) also refuses non-hex digits. */
export const isHex = (value: unknown, options?: { strict?: boolean }): value is Hex.Hex =>
  Hex.validate(value, { strict: options?.strict ?? true })

export const hexToNumber = (hex: Hex.Hex): number => Hex.toNumber(hex)
/** A JSON-RPC quantity: the shortest hex of a number or bigint (`0x0`, `0x3e8`). */
export const quantityToHex = (value: number | bigint): Hex.Hex => Hex.fromNumber(value)
export const stringToHex = (value: string): Hex.Hex => Hex.fromString(value)

/** A base-unit amount as a decimal string (`1500000n`, 6 → `'1.5'`). */
export const formatUnits = (value: bigint, decimals: number): string =>
  Value.format(value, decimals)

/** A decimal string as a base-unit amount (`'1.5'`, 6 → `1500000n`). */
export const parseUnits = (value: string, decimals: number): bigint => Value.from(value, decimals)
