/**
 * Every business constant and limit of the product spec (§9, plus the lists of §2, §3 and §6 that
 * other modules need), named and grouped in one place so no other file carries a magic number.
 */

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const DAY_MS = 24 * 60 * MINUTE_MS

/** The modal's named views (spec §2), in the order the spec lists them. */
export const VIEW_NAMES = [
  'Connect',
  'ConnectWallets',
  'Account',
  'AllWallets',
  'Networks',
  'UnsupportedChain',
  'SwitchNetwork',
  'SwitchActiveChain',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingMultiChain',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'EmailLogin',
  'UpdateEmailWallet',
  'ProfileWallets',
  'UsageExceeded',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'OnRampProviders',
] as const

/**
 * Views of the wallet features (spec §1: send, swap, receive) that §2 does not name but the
 * Account view opens.
 */
export const WALLET_FEATURE_VIEW_NAMES = ['Send', 'Receive', 'Swap'] as const

/**
 * The two code steps of an email change (UpdateEmailWallet, spec §2; the frame's
 * UPDATE_EMAIL_PRIMARY_OTP and UPDATE_EMAIL_SECONDARY_OTP, spec §7), each a view of its own.
 */
export const EMAIL_UPDATE_STEP_VIEW_NAMES = [
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
] as const

/**
 * The embedded wallet's account views that Account opens for an email or social login: each
 * shows a page of the secure site in a visible frame.
 */
export const EMBEDDED_ACCOUNT_VIEW_NAMES = ['Passkeys', 'ExportKeys', 'Sessions'] as const

/**
 * The passkey sign-in Connect opens: the secure site's page in a visible frame, for a returning
 * embedded-wallet visitor who added a passkey to their login.
 */
export const PASSKEY_LOGIN_VIEW_NAMES = ['PasskeyLogin'] as const

/** The progress of a batch Portico sends one call at a time (EIP-5792 for wallets without it). */
export const BATCH_VIEW_NAMES = ['CallsStatus'] as const

/** A view of the modal, by name: what `open(view)` takes. */
export type View =
  | (typeof VIEW_NAMES)[number]
  | (typeof BATCH_VIEW_NAMES)[number]
  | (typeof WALLET_FEATURE_VIEW_NAMES)[number]
  | (typeof EMAIL_UPDATE_STEP_VIEW_NAMES)[number]
  | (typeof EMBEDDED_ACCOUNT_VIEW_NAMES)[number]
  | (typeof PASSKEY_LOGIN_VIEW_NAMES)[number]

export const EMAIL_CODE_COOLDOWN_MS = 30 * SECOND_MS
export const FRAME_READY_TIMEOUT_MS = 20 * SECOND_MS
export const FRAME_REQUEST_TIMEOUT_MS = 120 * SECOND_MS
export const DISCONNECT_WAIT_MS = 3 * SECOND_MS
export const FRAME_READY_PAUSE_MS = 500
export const PAIRING_LIFETIME_MS = 4 * MINUTE_MS
/** A pairing counts as expired when this much or less of its lifetime remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * SECOND_MS
export const BALANCE_RETRY_GUARD_MS = 30 * SECOND_MS
export const IMAGE_PRELOAD_RACE_MS = 2 * SECOND_MS
export const DEBOUNCE_MS = 500
export const POPUP_POLL_MS = SECOND_MS
export const EMAIL_CHANGE_POLL_MS = SECOND_MS
export const TOAST_SWAP_DELAY_MS = 150
export const FARCASTER_BACK_RELOAD_MS = 100
export const HEARTBEAT_INTERVAL_MS = 5 * SECOND_MS
export const SHAKE_MS = 500

/**
 * How long a toast stays before closing itself. The spec says toasts auto-close but gives no
 * duration; 2.5 s is long enough to read a one-line message without hiding the modal for long.
 */
export const TOAST_AUTO_CLOSE_MS = 2500

export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
} as const

export const CACHE_LIFETIME_MS = {
  portfolio: 30 * SECOND_MS,
  nativeBalance: 30 * SECOND_MS,
  ens: 5 * MINUTE_MS,
  identity: 5 * MINUTE_MS,
  transactionHistory: 15 * SECOND_MS,
  tokenPrice: 15 * SECOND_MS,
  latestSdkVersion: 7 * DAY_MS,
} as const

export const ANALYTICS_FLUSH = {
  /**
   * The spec says "45 KB". Read as 45 * 1024 bytes; either reading stays well below the 64 KiB
   * body limit of keepalive fetches and sendBeacon, which is what the cap protects.
   */
  maxQueueBytes: 45 * 1024,
  maxAgeMs: 10 * SECOND_MS,
  intervalMs: 10 * SECOND_MS,
} as const

export const ERROR_REPORTING_LIMIT = {
  maxReports: 5,
  windowMs: 60 * SECOND_MS,
} as const

export const LOG_BUFFER_MAX_BYTES = 1_024_000

export const FALLBACK_RPC = {
  pingIntervalMs: 4 * SECOND_MS,
  sampleCount: 10,
  stabilityWeight: 0.7,
  latencyWeight: 0.3,
} as const

export const JSON_RPC_HTTP = {
  timeoutMs: 10_000,
  batchSize: 1000,
} as const

export const DISPLAY_DECIMALS = {
  balance: 3,
  currency: 2,
  transferAmount: 3,
} as const

/** Transfers below either ratio are treated as gas fees and hidden from activity. */
export const GAS_FEE_TRANSFER_RATIO = {
  ofOppositeSide: 0.1,
  ofMax: 0.01,
} as const

export const MAX_SHOWN_TRANSFERS = 2

export const EMAIL_DISPLAY_MAX_CHARS = 30

export const MODAL_WIDTH_PX = 370

/**
 * Theme accents and backgrounds. The spec names the backgrounds (white, dark grey) but no colour
 * values; these are the values chosen for them.
 */
export const THEME_COLORS = {
  light: { accent: '#0988f0', background: '#ffffff' },
  dark: { accent: '#0988f0', background: '#202020' },
} as const

export const DATE_LOCALE_ABBREVIATIONS = {
  seconds: 'sec',
  minutes: 'min',
  hours: 'hr',
  days: 'd',
  months: 'mo',
  years: 'yr',
} as const

export const WALLET_LIMITS = {
  recentKept: 2,
  /**
   * Starting count of recommended wallets, before featured, custom, installed, email and social.
   */
  recommendedCap: 4,
  pageSize: 40,
  recommendedFetch: 4,
  prefetchRanks: 20,
  searchSize: 100,
  searchMinWaitMs: 300,
  pendingTransactions: 99,
} as const

export const SWAP_SLIPPAGE_TOLERANCE = 1

export const SWAP_SUPPORTED_EIP155_CHAIN_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

/** The spec names ETH, USDC and USDT and says more exist without listing them. */
export const SWAP_SUGGESTED_TOKENS = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC'] as const

export const ONRAMP_PROVIDER_FEE_PERCENT = { min: 1, max: 2 } as const

export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const

export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

export const CONNECTOR_GROUP_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const

/** Defaults of the features the project API can switch remotely (spec §3). */
export const REMOTE_FEATURE_DEFAULTS = {
  swaps: ['1inch'],
  onramp: ['meld'],
  email: true,
  socials: DEFAULT_SOCIALS,
  activity: true,
  reownBranding: true,
  multiWallet: false,
  emailCapture: false,
  payWithExchange: false,
  payments: false,
  reownAuthentication: false,
} as const

export const SUPPORTED_NAMESPACES = {
  send: ['eip155', 'solana'],
  balance: ['eip155', 'solana'],
  activity: ['eip155'],
  names: ['eip155'],
  onramp: ['eip155', 'solana'],
} as const

export const AUTH_CONNECTOR_CHAINS = ['eip155', 'solana'] as const

export const SOLANA_NETWORKS = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

export const NAME_SUFFIXES = { current: '.reown.id', legacy: '.wcn.id' } as const

export const HANDLED_STATUS_CODES = [500, 429, 503, 403] as const

/** Origin patterns (wildcards allowed) that may embed the secure iframe without configuration. */
export const DEFAULT_ALLOWED_ANCESTORS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
] as const

export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const

export const DEFAULT_ACCOUNT_TYPE_BY_NAMESPACE = {
  eip155: 'smartAccount',
  bip122: 'payment',
  polkadot: 'eoa',
  solana: 'eoa',
} as const

export interface PresetFiatCoin {
  /** CAIP-2 network id. */
  readonly network: string
  /** Token contract or mint address, or 'native' for the chain's own coin. */
  readonly asset: string
  readonly metadata: { readonly name: string; readonly symbol: string; readonly decimals: number }
}

const ETH = { name: 'Ethereum', symbol: 'ETH', decimals: 18 } as const
const USDC = { name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const
const USDT = { name: 'Tether USD', symbol: 'USDT', decimals: 6 } as const
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Coins offered for fiat purchases; the spec names the tokens but not the chains. */
export const PRESET_FIAT_COINS = [
  { network: 'eip155:1', asset: 'native', metadata: ETH },
  { network: 'eip155:8453', asset: 'native', metadata: ETH },
  { network: 'eip155:10', asset: 'native', metadata: ETH },
  { network: 'eip155:42161', asset: 'native', metadata: ETH },
  { network: 'eip155:1', asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', metadata: USDC },
  { network: 'eip155:8453', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', metadata: USDC },
  { network: 'eip155:10', asset: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', metadata: USDC },
  { network: 'eip155:42161', asset: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', metadata: USDC },
  { network: 'eip155:137', asset: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', metadata: USDC },
  {
    network: SOLANA_NETWORKS.mainnet,
    asset: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    metadata: USDC,
  },
  { network: 'eip155:1', asset: '0xdAC17F958D2ee523a2206206994597C13D831ec7', metadata: USDT },
  { network: 'eip155:137', asset: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', metadata: USDT },
  { network: 'eip155:42161', asset: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', metadata: USDT },
  {
    network: SOLANA_NETWORKS.mainnet,
    asset: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    metadata: USDT,
  },
  { network: SOLANA_NETWORKS.mainnet, asset: 'native', metadata: SOL },
] as const satisfies readonly PresetFiatCoin[]

/** Parameters of the keyed hash (BLAKE2b-shaped) named on the last line of §9. */
export const HASH_LIMITS = {
  minOutputBytes: 1,
  maxOutputBytes: 64,
  maxKeyBytes: 64,
  saltBytes: 16,
  personalBytes: 16,
  blockBytes: 128,
  rounds: 12,
} as const

/** The name of the plain window.ethereum connector, which the visibility rules treat specially. */
export const BROWSER_WALLET_NAME = 'Browser Wallet'
