import type { components as FrameMessages } from '../../generated/frame-messages/types.js'
import type { ConnectionStatus } from '../core/connection-status.js'
import { DEFAULT_ACCOUNT_TYPE_BY_NAMESPACE } from '../core/constants.js'
import { createStore } from '../core/store.js'
import {
  formatCaipAddress,
  parseCaipAddress,
  type CaipAddress,
  type ChainNamespace,
} from '../utils/caip.js'

/** An account's type as the embedded wallet names it (eoa, smartAccount…). */
export type AccountType = FrameMessages['schemas']['AccountType']
export type AuthUser = FrameMessages['schemas']['AuthUser']
/** The account types an account's own state tells apart (ENT-12, ENT-13). */
export type UserAccountType = Extract<AccountType, 'eoa' | 'smartAccount'>

export const ACCOUNT_TABS = ['tokens', 'activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export interface AccountUser {
  email?: AuthUser['email']
  userName?: AuthUser['userName']
  accounts?: { address: string; type: UserAccountType }[]
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  type?: string
}

/**
 * What the account store keeps of one namespace's account: its per-chain state (ENT-11) but the
 * balances (balance, balanceSymbol, tokenBalance, lastRetry, balanceLoading), which the balances
 * store holds by address (controllers/balance-selectors.ts reads them).
 */
export interface AccountRecord {
  /** The address with its network (`eip155:1:0x…`); undefined while not connected. */
  caipAddress: CaipAddress | undefined
  /** The connected address; undefined while not connected. */
  address: string | undefined
  /** The account's name (ENS or the name service), if it has one. */
  profileName: string | undefined
  /** The name's avatar URL, if any. */
  profileImage: string | undefined
  /** Whether the smart account has been deployed on chain. */
  smartAccountDeployed: boolean
  /** The Account view's open tab: tokens or activity. */
  currentTab: AccountTab
  /** The type the account is using now, as the wallet reports it. */
  preferredAccountType: UserAccountType | undefined
  /** The social login the embedded wallet was reached by (google, x…), if any. */
  socialProvider: string | undefined
  /** The Farcaster sign-in URL while a Farcaster login waits for it. */
  farcasterUrl: string | undefined
  /** The embedded wallet user: email, user name and accounts. */
  user: AccountUser | undefined
  /** The namespace's connection status. */
  status: ConnectionStatus
  /** The connected wallet's name, icon and type, as shown in Account. */
  connectedWalletInfo: ConnectedWalletInfo | undefined
}

/** Every field except the address pair, which only setCaipAddress may change. */
export type AccountChanges = Partial<Omit<AccountRecord, 'caipAddress' | 'address'>>

export function initialAccountRecord(): AccountRecord {
  return {
    caipAddress: undefined,
    address: undefined,
    profileName: undefined,
    profileImage: undefined,
    smartAccountDeployed: false,
    currentTab: 'tokens',
    preferredAccountType: undefined,
    socialProvider: undefined,
    farcasterUrl: undefined,
    user: undefined,
    status: 'disconnected',
    connectedWalletInfo: undefined,
  }
}

const DEFAULT_ACCOUNT_TYPES: Partial<Record<ChainNamespace, AccountType>> =
  DEFAULT_ACCOUNT_TYPE_BY_NAMESPACE

/** ROLE-02; a namespace the spec gives no default (cosmos) has none. */
export function defaultAccountType(namespace: ChainNamespace): AccountType | undefined {
  return DEFAULT_ACCOUNT_TYPES[namespace]
}

export interface SmartAccountSwitchContext {
  smartAccountsEnabled: boolean
  currentType: AccountType | undefined
}

/** ROLE-03..05: only an eoa can switch, and only where smart accounts are enabled. */
export function canSwitchToSmartAccount(context: SmartAccountSwitchContext): boolean {
  return context.smartAccountsEnabled && context.currentType === 'eoa'
}

export interface AccountInit {
  /** The app's overrides of the default account types (options, or what storage remembered). */
  preferredAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
}

/** The account controller's state: one account per namespace. */
export interface AccountControllerState {
  /** The account of each namespace that has one. */
  accounts: Partial<Record<ChainNamespace, AccountRecord>>
  /** The account type to ask for when connecting, per namespace. */
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
}

export function createAccount(init: AccountInit = {}) {
  const store = createStore<AccountControllerState>({
    accounts: {},
    preferredAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...init.preferredAccountTypes },
  })

  const getAccount = (namespace: ChainNamespace): AccountRecord =>
    store.getState().accounts[namespace] ?? initialAccountRecord()

  const update = (namespace: ChainNamespace, changes: Partial<AccountRecord>): void => {
    store.setState((draft) => {
      Object.assign((draft.accounts[namespace] ??= initialAccountRecord()), changes)
    })
  }

  /** Throws 'Invalid CAIP-10 address' for a malformed address; the namespace comes from it. */
  const setCaipAddress = (caipAddress: string): void => {
    const { chainNamespace, chainId, address } = parseCaipAddress(caipAddress)
    update(chainNamespace, {
      caipAddress: formatCaipAddress(chainNamespace, chainId, address),
      address,
    })
  }

  const patchAccount = (namespace: ChainNamespace, changes: AccountChanges): void => {
    update(namespace, changes)
  }

  const setStatus = (namespace: ChainNamespace, status: ConnectionStatus): void => {
    patchAccount(namespace, { status })
  }

  /** Clears every field (STATE-13); the cleared status is 'disconnected' (STATE-14). */
  const resetAccount = (namespace: ChainNamespace): void => {
    store.setState((draft) => {
      draft.accounts[namespace] = initialAccountRecord()
    })
  }

  const getPreferredAccountType = (namespace: ChainNamespace): AccountType | undefined =>
    store.getState().preferredAccountTypes[namespace]

  const setPreferredAccountType = (namespace: ChainNamespace, type: AccountType): void => {
    store.setState((draft) => {
      draft.preferredAccountTypes[namespace] = type
    })
  }

  return {
    store,
    getAccount,
    setCaipAddress,
    patchAccount,
    setStatus,
    resetAccount,
    getPreferredAccountType,
    setPreferredAccountType,
  }
}

export type Account = ReturnType<typeof createAccount>
