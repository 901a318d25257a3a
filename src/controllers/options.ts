import type { Messages } from '../i18n/locales/en.js'
import type { components as FrameMessages } from '../../generated/frame-messages/types.js'
import type { components as ProjectApi } from '../../generated/project-api/types.js'
import type { CaipNetwork } from '../core/caip-network.js'
import {
  CONNECTOR_GROUP_ORDER,
  DEFAULT_FEATURES,
  REMOTE_FEATURE_DEFAULTS,
  WALLET_FEATURES_ORDER,
} from '../core/constants.js'
import { PorticoError } from '../core/portico-error.js'
import { createStore } from '../core/store.js'
import type { AccountType, SiwxMessage, SiwxSession, WalletListing } from '../core/stored-values.js'
import type { CaipNetworkId, ChainNamespace } from '../utils/caip.js'

export type ProjectFeature = ProjectApi['schemas']['ProjectFeature']
/** The remote features once the project's list is applied over the spec's defaults. */
export type RemoteFeatures = ProjectApi['schemas']['RemoteFeatures']
export type LocalFeatures = { -readonly [K in keyof typeof DEFAULT_FEATURES]: boolean }
/** The features the modal offers: set by the app, else by the project’s remote configuration. */
export type Features = LocalFeatures & RemoteFeatures
/** The app's name, description, URL and icons, shown to wallets. */
export type DappMetadata = FrameMessages['schemas']['DappMetadata']
type ThemePayload = FrameMessages['schemas']['APP_SYNC_THEME']['payload']
export type ConnectorGroup = (typeof CONNECTOR_GROUP_ORDER)[number]
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]
/** A wallet the app adds to the list itself; `image_url` stands in for a registry image. */
export type CustomWallet = WalletListing & { image_url?: string }

/** The app's sign-in-with-X handling (spec §4): Portico asks, the app keeps the sessions. */
export interface SiwxConfig {
  /** Makes the message the wallet signs for this account and network. */
  createMessage: (input: { accountAddress: string; chainId: CaipNetworkId }) => Promise<SiwxMessage>
  /** Keeps a signed session. */
  addSession: (session: SiwxSession) => Promise<void>
  /** Forgets the account's session on the network. */
  revokeSession: (chainId: CaipNetworkId, address: string) => Promise<void>
  /** Replaces every kept session. */
  setSessions: (sessions: SiwxSession[]) => Promise<void>
  /** The account's sessions on the network. */
  getSessions: (chainId: CaipNetworkId, address: string) => Promise<SiwxSession[]>
  /** True when the user must sign in: closing is refused and cancelling disconnects. */
  getRequired?: () => boolean
}

/** An instance's options (see `CreatePorticoOptions` for the rest). */
export interface PorticoOptions {
  /** The project's id at the Project API. */
  projectId: string
  /** The app's name, description, URL and icons, shown to wallets. */
  metadata?: DappMetadata
  /** The networks the app supports, at least one. */
  networks: [CaipNetwork, ...CaipNetwork[]]
  /** Defaults to the first network. */
  defaultNetwork?: CaipNetwork
  /** Features set here win over the project's remote configuration. */
  features?: Partial<Features>
  /** Lets a wallet stay on a network the app does not list, rather than being asked to switch. */
  allowUnsupportedChain?: boolean
  /** Registry wallet ids shown first, in this order. */
  featuredWalletIds?: string[]
  /** When set, only these registry wallets are listed. */
  includeWalletIds?: string[]
  /** Registry wallets never listed (nor shown when installed). */
  excludeWalletIds?: string[]
  /** The app's own wallets, listed beside the registry's. */
  customWallets?: CustomWallet[]
  /** Replaces the default order of the Connect view's wallet groups. */
  connectorTypeOrder?: ConnectorGroup[]
  /** Overrides of the per-namespace default account types (spec §6). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** Sign in with X after connecting; without it, no sign-in is asked. */
  siwx?: SiwxConfig
  /** 'light' or 'dark'; the visitor's preference without it. */
  themeMode?: ThemePayload['themeMode']
  /** CSS variables that restyle the modal (accent colour, font, radius…). */
  themeVariables?: ThemePayload['themeVariables']
  /** The app's terms, linked from Connect. */
  termsConditionsUrl?: string
  /** The app's privacy policy, linked from Connect. */
  privacyPolicyUrl?: string
  /**
   * The modal's language, a BCP 47 tag matched to the shipped locales ('es-MX' speaks es-419);
   * without it the browser's languages choose, else English. `portico.setLocale` changes it live.
   */
  locale?: string
  /**
   * The app's own wording of any catalogue text, in every language (`{ 'title.Connect': 'Sign in'
   * }`).
   */
  messages?: Partial<Messages>
  /**
   * How long a purchase waits for its tokens after the provider's window closes before it shows
   * the error with its retry: 20 s unless shortened (the devnet playground's `?purchaseWaitMs=`,
   * for tests).
   */
  onRamp?: { arrivalWaitMs?: number }
  /**
   * Opens a link to a wallet app for a host app whose webview may drop a plain navigation out of
   * it: a Farcaster mini app passes `(url) => sdk.actions.openUrl(url)`. Used for the pairing's
   * link, "Open again" and each WalletConnect request's link, before a Telegram Mini App's
   * `openLink` and the page's own `window.open`.
   */
  openLink?: (url: string) => void | Promise<void>
}

type DefaultedOption =
  | 'defaultNetwork'
  | 'allowUnsupportedChain'
  | 'featuredWalletIds'
  | 'includeWalletIds'
  | 'excludeWalletIds'
  | 'customWallets'
  | 'connectorTypeOrder'
  | 'defaultAccountTypes'

export type ResolvedOptions = Omit<PorticoOptions, DefaultedOption> &
  Required<Pick<PorticoOptions, DefaultedOption>>

export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  const { openLink } = options
  if (openLink !== undefined && typeof openLink !== 'function') {
    throw new PorticoError(`The openLink option must be a function, not ${typeof openLink}`)
  }
  return {
    ...options,
    defaultNetwork: options.defaultNetwork ?? options.networks[0],
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    customWallets: options.customWallets ?? [],
    connectorTypeOrder: options.connectorTypeOrder ?? [...CONNECTOR_GROUP_ORDER],
    defaultAccountTypes: options.defaultAccountTypes ?? {},
  }
}

type ListFeature = 'swaps' | 'onramp' | 'socials'
type FlagFeature = Exclude<keyof RemoteFeatures, ListFeature>

const LIST_FEATURES: readonly string[] = ['swaps', 'onramp', 'socials'] satisfies ListFeature[]
const FLAG_FEATURES: readonly string[] = Object.keys(REMOTE_FEATURE_DEFAULTS).filter(
  (id) => !LIST_FEATURES.includes(id),
)

function isListFeature(id: string): id is ListFeature {
  return LIST_FEATURES.includes(id)
}

function isFlagFeature(id: string): id is FlagFeature {
  return FLAG_FEATURES.includes(id)
}

export function defaultRemoteFeatures(): RemoteFeatures {
  return {
    ...REMOTE_FEATURE_DEFAULTS,
    swaps: [...REMOTE_FEATURE_DEFAULTS.swaps],
    onramp: [...REMOTE_FEATURE_DEFAULTS.onramp],
    socials: [...REMOTE_FEATURE_DEFAULTS.socials],
  }
}

/**
 * What the modal shows while the project's answer is on its way: every remote feature off, so no
 * row appears that the project may turn off a moment later (an email row flashing, a Swap button
 * vanishing). Features the app set itself are known from the start and win over these.
 */
export function pendingRemoteFeatures(): RemoteFeatures {
  return {
    swaps: [],
    onramp: [],
    socials: [],
    email: false,
    activity: false,
    reownBranding: false,
    multiWallet: false,
    emailCapture: false,
    payWithExchange: false,
    payments: false,
    reownAuthentication: false,
  }
}

/**
 * Applies the project's feature list over the defaults. A feature left out keeps its default; a
 * disabled one is off (false, or [] for a list); an enabled list takes its config, or its default
 * list when the config is null. Ids Portico does not know are ignored (the list can grow).
 */
export function mergeRemoteFeatures(features: readonly ProjectFeature[]): RemoteFeatures {
  const merged = defaultRemoteFeatures()
  const defaults = defaultRemoteFeatures()
  for (const { id, isEnabled, config } of features) {
    if (isListFeature(id)) merged[id] = isEnabled ? [...(config ?? defaults[id])] : []
    else if (isFlagFeature(id)) merged[id] = isEnabled
  }
  return merged
}

function withoutUnset<T extends object>(value: Partial<T>): Partial<T> {
  const result: Partial<T> = {}
  for (const key in value) {
    if (value[key] !== undefined) result[key] = value[key]
  }
  return result
}

/** Options the app set explicitly win over the remote features; unset ones do not count. */
export function resolveFeatures(remote: RemoteFeatures, local: Partial<Features> = {}): Features {
  return { ...DEFAULT_FEATURES, ...remote, ...withoutUnset(local) }
}

/** A list feature is on while its list has an entry; a flag is on when true. */
export function isFeatureEnabled(features: Features, feature: keyof Features): boolean {
  const value = features[feature]
  return Array.isArray(value) ? value.length > 0 : value
}

export interface OptionsState {
  /** The features known so far: remote ones the app did not set are off until the answer lands. */
  features: Features
  /** Whether the project's remote features have been applied yet. */
  remoteFeaturesApplied: boolean
  /** Whether the remote answer has landed or failed (then the defaults apply, ERR-46). */
  remoteFeaturesSettled: boolean
}

export function createOptions(input: PorticoOptions) {
  const options = resolveOptions(input)
  const store = createStore<OptionsState>({
    features: resolveFeatures(pendingRemoteFeatures(), options.features),
    remoteFeaturesApplied: false,
    remoteFeaturesSettled: false,
  })

  const applyRemoteFeatures = (features: readonly ProjectFeature[]): void => {
    const resolved = resolveFeatures(mergeRemoteFeatures(features), options.features)
    store.setState({ features: resolved, remoteFeaturesApplied: true, remoteFeaturesSettled: true })
  }

  /** The project's answer failed: the spec's defaults apply, as before any answer (ERR-46). */
  const applyDefaultFeatures = (): void => {
    if (store.getState().remoteFeaturesSettled) return
    const resolved = resolveFeatures(defaultRemoteFeatures(), options.features)
    store.setState({ features: resolved, remoteFeaturesSettled: true })
  }

  const isEnabled = (feature: keyof Features): boolean =>
    isFeatureEnabled(store.getState().features, feature)

  /** The account view's wallet actions that are on, in the spec's order (CONST-58). */
  const walletFeatures = (): WalletFeature[] =>
    WALLET_FEATURES_ORDER.filter((feature) => isEnabled(feature))

  return { store, options, applyRemoteFeatures, applyDefaultFeatures, isEnabled, walletFeatures }
}

export type Options = ReturnType<typeof createOptions>
