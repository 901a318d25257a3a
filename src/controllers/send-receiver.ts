import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { SEND_ERRORS } from './send-request.js'
import { isEvmAddress, isSolanaAddress } from '../utils/address.js'
import {
  isValidAccountName,
  withAccountNameSuffix,
  withoutAccountNameSuffix,
} from '../utils/account-name.js'

export type NameLookup = BlockchainApi['schemas']['NameLookupResponse']

/** ENSIP-11 coin types a name's addresses are keyed by: Ethereum's for every EVM chain, SLIP-44's for Solana. */
export const RECEIVER_COIN_TYPES = { eip155: '60', solana: '501' } as const

export type ReceiverNamespace = keyof typeof RECEIVER_COIN_TYPES

/** ERR-30: a name that resolves to nothing is a failed lookup without a reason. */
export const UNRESOLVED_NAME = 'Error resolving name'

export interface Receiver {
  address: string
  /** The full name typed, when the receiver was given by name. */
  name?: string
}

const isAddressOf = (namespace: ReceiverNamespace, value: string): boolean =>
  namespace === 'solana' ? isSolanaAddress(value) : isEvmAddress(value)

/**
 * The receiver typed: an address of the sending namespace as it is, else an account name (with
 * or without its suffix) resolved through the names service to its address on that namespace.
 */
export async function resolveReceiver(
  input: string,
  namespace: ReceiverNamespace,
  resolveName: (name: string) => Promise<NameLookup>,
): Promise<Receiver> {
  const typed = input.trim()
  if (isAddressOf(namespace, typed)) return { address: typed }
  if (!isValidAccountName(withoutAccountNameSuffix(typed))) throw new Error(SEND_ERRORS.receiver)
  const name = withAccountNameSuffix(typed)
  const entry = await resolveName(name)
  if (Array.isArray(entry)) throw new Error(UNRESOLVED_NAME)
  const address = entry.addresses[RECEIVER_COIN_TYPES[namespace]]?.address
  if (address === undefined || !isAddressOf(namespace, address)) throw new Error(UNRESOLVED_NAME)
  return { address, name: entry.name }
}
