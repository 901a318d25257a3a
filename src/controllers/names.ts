import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { isNameEntry } from '../../generated/blockchain-api/checks/NameEntry.js'
import type { BlockchainApiClient } from '../clients/blockchain-api-client.js'
import { isNamespaceSupported } from '../clients/blockchain/supported-namespaces.js'
import { errorMessage } from '../clients/error-message.js'
import { HttpStatusError } from '../clients/http-status-error.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { NAME_SUFFIXES, type View } from '../core/constants.js'
import type { StorageCache } from '../core/storage.js'
import { createStore } from '../core/store.js'
import {
  isValidAccountName,
  withAccountNameSuffix,
  withoutAccountNameSuffix,
} from '../utils/account-name.js'
import { parseCaipAddress, type CaipAddress } from '../utils/caip.js'
import { looksLikeAddress } from '../utils/address-like.js'

/** A registered name of an account, as the Blockchain API answers it. */
export type NameEntry = BlockchainApi['schemas']['NameEntry']
export type NameSuggestion = BlockchainApi['schemas']['NameSuggestion']

/** The name registration view: the name typed, its suggestions, the lookups. */
export interface NamesState {
  /** The name being typed, without its suffix. */
  name: string
  /** VAL-24, VAL-25. There is deliberately no message for an invalid name (VAL-26). */
  nameValid: boolean
  /** Names like the one typed, with whether each is free. */
  suggestions: NameSuggestion[]
  /** True while a lookup or registration is under way. */
  loading: boolean
  /** The last failure of a lookup or registration, as the API worded it. */
  error: string | undefined
}

export interface NamesDeps {
  names: BlockchainApiClient['names']
  getActiveCaipNetwork: () => Pick<CaipNetwork, 'chainNamespace'> | undefined
  getActiveCaipAddress: () => CaipAddress | undefined
  /**
   * personal_sign through the connected wallet behind the transaction stack: pushes an entry
   * holding `callbacks` (with ApproveTransaction shown while the wallet answers) and pops it with
   * the outcome, so the entry never outlives the signature. Resolves to the 0x signature.
   */
  signMessage: (message: string, callbacks: { onCancel: () => void }) => Promise<string>
  /** The router's replace. */
  replaceView: (view: View) => void
  /** Sets the active account's profileName. */
  setProfileName: (name: string) => void
  cache: Pick<StorageCache, 'get' | 'set'>
  now?: () => number
}

export const NAMES_ERRORS = {
  /** ERR-34: no active network, or one whose namespace the names service does not serve. */
  network: 'Network not found',
  /** ERR-35: no connected address to register the name to. */
  address: 'Address or auth connector not found',
} as const

/** The zone suggestions are asked in: the current suffix without its dot. */
export const NAME_ZONE = NAME_SUFFIXES.current.slice(1)

/**
 * The ENSIP-11 coin type of an Ethereum address. Every eip155 chain registers with it: the name
 * points to the account, and an EOA's address is the same on every EVM chain.
 */
export const EVM_COIN_TYPE = 60

export type NameAttributes = Readonly<Record<string, string>>

/**
 * The text the wallet signs: JSON with the full name, its attributes (an empty object when none,
 * as the service's own examples send) and the time in whole seconds since the epoch.
 */
export function registrationMessage(
  name: string,
  attributes: NameAttributes,
  nowMs: number,
): string {
  return JSON.stringify({ name, attributes, timestamp: Math.floor(nowMs / 1000) })
}

/**
 * The key of the name cache (family 'ens'): the lowercased address, as EVM addresses ignore case.
 */
export function nameCacheKey(address: string): string {
  return address.toLowerCase()
}

export function isValidName(value: string): boolean {
  return isValidAccountName(withoutAccountNameSuffix(value))
}

function initialNamesState(): NamesState {
  return { name: '', nameValid: false, suggestions: [], loading: false, error: undefined }
}

export function createNames(deps: NamesDeps) {
  const store = createStore<NamesState>(initialNamesState())
  const now = deps.now ?? Date.now

  const patch = (changes: Partial<NamesState>): void => {
    store.setState(changes)
  }

  const setName = (value: string): void => {
    const name = withoutAccountNameSuffix(value)
    patch({ name, nameValid: isValidAccountName(name) })
  }

  /** Suggestions are only asked for a valid name; an invalid one just clears them. */
  const fetchSuggestions = async (value: string): Promise<void> => {
    const name = withoutAccountNameSuffix(value)
    if (!isValidAccountName(name)) {
      patch({ suggestions: [] })
      return
    }
    try {
      const { suggestions } = await deps.names.getSuggestions(name, NAME_ZONE)
      patch({ suggestions, error: undefined })
    } catch (error) {
      patch({ suggestions: [], error: errorMessage(error) })
    }
  }

  /**
   * A name that does not resolve is free: apiVersion 2 answers an empty list, older hosts 404. Any
   * other failure is rethrown.
   */
  const isNameRegistered = async (value: string): Promise<boolean> => {
    try {
      const entry = await deps.names.resolveName(withAccountNameSuffix(value))
      return !Array.isArray(entry)
    } catch (error) {
      const cause = error instanceof Error ? error.cause : undefined
      if (cause instanceof HttpStatusError && cause.status === 404) return false
      throw error
    }
  }

  const cacheName = (address: string, entry: NameEntry): void => {
    const key = nameCacheKey(address)
    const cached = deps.cache.get('ens', key) ?? []
    deps.cache.set('ens', key, [entry, ...cached.filter((kept) => kept.name !== entry.name)])
  }

  const entryOf = (reply: unknown, name: string, address: string): NameEntry =>
    isNameEntry(reply)
      ? reply
      : { name, addresses: { [String(EVM_COIN_TYPE)]: { address } }, attributes: {} }

  /**
   * STATE-70..77. The name gets the current suffix unless it has a known one (CONST-67). An
   * invalid name does nothing and resolves false (VAL-26: no message). A missing network or
   * address rejects before any step (ERR-34, ERR-35); a failing step returns the view to
   * RegisterAccountName, keeps the message in `error` and rejects with it.
   */
  const registerName = async (value: string, attributes: NameAttributes = {}): Promise<boolean> => {
    if (!isValidName(value)) return false
    const name = withAccountNameSuffix(value)
    const network = deps.getActiveCaipNetwork()
    if (!network || !isNamespaceSupported('names', network.chainNamespace)) {
      throw new Error(NAMES_ERRORS.network)
    }
    const caipAddress = deps.getActiveCaipAddress()
    if (caipAddress === undefined) throw new Error(NAMES_ERRORS.address)
    const { address } = parseCaipAddress(caipAddress)

    patch({ loading: true, error: undefined })
    try {
      const message = registrationMessage(name, attributes, now())
      // The entry of STATE-71 is pushed by the signature's approval and popped with its outcome.
      const signature = await deps.signMessage(message, {
        onCancel: () => {
          deps.replaceView('RegisterAccountName')
        },
      })
      const reply = await deps.names.register(name, {
        coin_type: EVM_COIN_TYPE,
        address,
        message,
        signature,
      })
      // A valid name has no invisible characters, but one that reads like an address
      // ('0x7099….reown.id') must never stand for the account's address.
      if (!looksLikeAddress(name)) deps.setProfileName(name)
      cacheName(address, entryOf(reply, name, address))
      deps.replaceView('RegisterAccountNameSuccess')
      return true
    } catch (error) {
      patch({ error: errorMessage(error) })
      deps.replaceView('RegisterAccountName')
      throw error
    } finally {
      patch({ loading: false })
    }
  }

  return {
    store,
    setName,
    fetchSuggestions,
    isNameRegistered,
    registerName,
    reset: () => {
      store.setState(initialNamesState())
    },
  }
}

export type Names = ReturnType<typeof createNames>
