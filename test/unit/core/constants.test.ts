import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import * as constants from '../../../src/core/constants.js'

const {
  ACCOUNT_TYPES,
  ANALYTICS_FLUSH,
  ANIMATION_MS,
  AUTH_CONNECTOR_CHAINS,
  CACHE_LIFETIME_MS,
  CONNECTOR_GROUP_ORDER,
  DATE_LOCALE_ABBREVIATIONS,
  DEFAULT_ACCOUNT_TYPE_BY_NAMESPACE,
  DEFAULT_ALLOWED_ANCESTORS,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DISPLAY_DECIMALS,
  FALLBACK_RPC,
  JSON_RPC_HTTP,
  MAX_SHOWN_TRANSFERS,
  MODAL_WIDTH_PX,
  NAME_SUFFIXES,
  ONRAMP_PROVIDER_FEE_PERCENT,
  PRESET_FIAT_COINS,
  REMOTE_FEATURE_DEFAULTS,
  SUPPORTED_NAMESPACES,
  SWAP_SUGGESTED_TOKENS,
  SWAP_SUPPORTED_EIP155_CHAIN_IDS,
  THEME_COLORS,
  WALLET_FEATURES_ORDER,
  WALLET_LIMITS,
} = constants

const SECOND = 1000
const MINUTE = 60 * SECOND

// Rules whose whole content is a value are cited here. Rules where the value drives behaviour
// (flush triggers, truncation, gas filtering, pairing expiry, email cooldown, ...) are checked by
// the tests of the module that applies them; their values are still pinned below, uncited.
describe('timing', () => {
  it('[CONST-02] image preloading races a 2 s timer', () => {
    expect(constants.IMAGE_PRELOAD_RACE_MS).toBe(2 * SECOND)
  })
  it('[CONST-03] the default debounce is 500 ms', () => {
    expect(constants.DEBOUNCE_MS).toBe(500)
  })
  it('[CONST-04] the popup-closed check runs every 1 s', () => {
    expect(constants.POPUP_POLL_MS).toBe(SECOND)
  })
  it('[CONST-05] email change polling runs every 1 s', () => {
    expect(constants.EMAIL_CHANGE_POLL_MS).toBe(SECOND)
  })
  it('[CONST-06] the header text animation lasts 120 ms', () => {
    expect(ANIMATION_MS.headerText).toBe(120)
  })
  it('[CONST-07] the modal height animation lasts 150 ms', () => {
    expect(ANIMATION_MS.modalHeight).toBe(150)
  })
  it('[CONST-08] the view transition lasts 150 ms', () => {
    expect(ANIMATION_MS.viewTransition).toBe(150)
  })
  it('[CONST-09] the portfolio cache lives 30 s', () => {
    expect(CACHE_LIFETIME_MS.portfolio).toBe(30 * SECOND)
  })
  it('[CONST-10] the native balance cache lives 30 s', () => {
    expect(CACHE_LIFETIME_MS.nativeBalance).toBe(30 * SECOND)
  })
  it('[CONST-11] the ENS cache lives 5 min', () => {
    expect(CACHE_LIFETIME_MS.ens).toBe(5 * MINUTE)
  })
  it('[CONST-12] the identity cache lives 5 min', () => {
    expect(CACHE_LIFETIME_MS.identity).toBe(5 * MINUTE)
  })
  it('[CONST-13] the transaction history cache lives 15 s', () => {
    expect(CACHE_LIFETIME_MS.transactionHistory).toBe(15 * SECOND)
  })
  it('[CONST-14] the token price cache lives 15 s', () => {
    expect(CACHE_LIFETIME_MS.tokenPrice).toBe(15 * SECOND)
  })
  it('[CONST-15] the latest SDK version cache lives 7 days', () => {
    expect(CACHE_LIFETIME_MS.latestSdkVersion).toBe(7 * 24 * 60 * MINUTE)
  })
  it('[CONST-18] the analytics flush timer period is 10 s', () => {
    expect(ANALYTICS_FLUSH.intervalMs).toBe(10 * SECOND)
  })
  it('analytics flush thresholds: 45 KB read as 45 * 1024 bytes, 10 s since the last flush', () => {
    expect(ANALYTICS_FLUSH.maxQueueBytes).toBe(46_080)
    expect(ANALYTICS_FLUSH.maxAgeMs).toBe(10 * SECOND)
  })
  it('[CONST-20] the log buffer holds at most 1,024,000 bytes', () => {
    expect(constants.LOG_BUFFER_MAX_BYTES).toBe(1_024_000)
  })
  it('[CONST-21] the heartbeat interval is 5 s', () => {
    expect(constants.HEARTBEAT_INTERVAL_MS).toBe(5 * SECOND)
  })
  it('[CONST-22] the fallback RPC pings every 4 s', () => {
    expect(FALLBACK_RPC.pingIntervalMs).toBe(4 * SECOND)
  })
  it('[CONST-23] the fallback RPC uses a sample of 10', () => {
    expect(FALLBACK_RPC.sampleCount).toBe(10)
  })
  it('[CONST-24] the fallback RPC weighs stability 0.7 and latency 0.3', () => {
    expect(FALLBACK_RPC.stabilityWeight).toBe(0.7)
    expect(FALLBACK_RPC.latencyWeight).toBe(0.3)
  })
  it('[CONST-25] HTTP JSON-RPC times out after 10000 ms by default', () => {
    expect(JSON_RPC_HTTP.timeoutMs).toBe(10_000)
  })
  it('[CONST-26] HTTP JSON-RPC batches 1000 requests', () => {
    expect(JSON_RPC_HTTP.batchSize).toBe(1000)
  })
  it('pins the timing values applied by other modules', () => {
    expect(constants.EMAIL_CODE_COOLDOWN_MS).toBe(30_000)
    expect(constants.FRAME_READY_TIMEOUT_MS).toBe(20_000)
    expect(constants.FRAME_REQUEST_TIMEOUT_MS).toBe(120_000)
    expect(constants.DISCONNECT_WAIT_MS).toBe(3000)
    expect(constants.FRAME_READY_PAUSE_MS).toBe(500)
    expect(constants.PAIRING_LIFETIME_MS).toBe(240_000)
    expect(constants.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    expect(constants.BALANCE_RETRY_GUARD_MS).toBe(30_000)
    expect(constants.TOAST_SWAP_DELAY_MS).toBe(150)
    expect(constants.FARCASTER_BACK_RELOAD_MS).toBe(100)
    expect(constants.SHAKE_MS).toBe(500)
    expect(constants.ERROR_REPORTING_LIMIT).toEqual({ maxReports: 5, windowMs: 60_000 })
  })
})

describe('display', () => {
  it('pins the balance truncation decimals (3) applied by the formatter', () => {
    expect(DISPLAY_DECIMALS.balance).toBe(3)
  })
  it('[CONST-28] currency values use 2 decimals', () => {
    expect(DISPLAY_DECIMALS.currency).toBe(2)
  })
  it('[CONST-29] transfer amounts use 3 decimals', () => {
    expect(DISPLAY_DECIMALS.transferAmount).toBe(3)
  })
  it('pins the gas-fee ratios 0.1 and 0.01 applied by the transfer filter', () => {
    expect(constants.GAS_FEE_TRANSFER_RATIO).toEqual({ ofOppositeSide: 0.1, ofMax: 0.01 })
  })
  it('[CONST-32] at most 2 transfers are shown', () => {
    expect(MAX_SHOWN_TRANSFERS).toBe(2)
  })
  it('pins the email display limit of 30 characters', () => {
    expect(constants.EMAIL_DISPLAY_MAX_CHARS).toBe(30)
  })
  it('[CONST-39] the modal is 370 px wide', () => {
    expect(MODAL_WIDTH_PX).toBe(370)
  })
  it('[CONST-40] light and dark accents exist; backgrounds are white and dark grey', () => {
    expect(THEME_COLORS.light.accent).toMatch(/^#[0-9a-f]{6}$/)
    expect(THEME_COLORS.dark.accent).toMatch(/^#[0-9a-f]{6}$/)
    expect(THEME_COLORS.light.background).toBe('#ffffff')
    const channels = THEME_COLORS.dark.background.slice(1).match(/../g) ?? []
    const [red, green, blue] = channels.map((hex) => parseInt(hex, 16))
    expect(channels).toHaveLength(3)
    expect(red).toBe(green)
    expect(green).toBe(blue)
    expect(red).toBeGreaterThan(0)
    expect(red).toBeLessThan(0x40)
  })
  it('[CONST-41] the date locale abbreviations are sec, min, hr, d, mo, yr', () => {
    expect(Object.values(DATE_LOCALE_ABBREVIATIONS)).toEqual(['sec', 'min', 'hr', 'd', 'mo', 'yr'])
  })
})

describe('wallets', () => {
  it('pins recent wallets kept (2) and the recommended cap before subtractions (4)', () => {
    expect(WALLET_LIMITS.recentKept).toBe(2)
    expect(WALLET_LIMITS.recommendedCap).toBe(4)
  })
  it('[CONST-43] wallet pages hold 40 wallets', () => {
    expect(WALLET_LIMITS.pageSize).toBe(40)
  })
  it('[CONST-44] 4 recommended wallets are fetched', () => {
    expect(WALLET_LIMITS.recommendedFetch).toBe(4)
  })
  it('[CONST-45] the prefetch ranks value is 20', () => {
    expect(WALLET_LIMITS.prefetchRanks).toBe(20)
  })
  it('[CONST-46] a wallet search requests 100 entries', () => {
    expect(WALLET_LIMITS.searchSize).toBe(100)
  })
  it('[CONST-47] a wallet search waits at least 300 ms', () => {
    expect(WALLET_LIMITS.searchMinWaitMs).toBe(300)
  })
  it('[CONST-48] the pending transactions limit is 99', () => {
    expect(WALLET_LIMITS.pendingTransactions).toBe(99)
  })
})

describe('swap and on-ramp', () => {
  it('[CONST-49] the swap slippage tolerance is 1', () => {
    expect(constants.SWAP_SLIPPAGE_TOLERANCE).toBe(1)
  })
  it('[CONST-50] swaps are supported on exactly the twelve listed eip155 chain ids', () => {
    expect(SWAP_SUPPORTED_EIP155_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
  })
  it('[CONST-51] the suggested swap tokens include ETH, USDC and USDT', () => {
    expect(SWAP_SUGGESTED_TOKENS).toEqual(expect.arrayContaining(['ETH', 'USDC', 'USDT']))
  })
  it('[CONST-52] the on-ramp provider fee range is 1-2%', () => {
    expect(ONRAMP_PROVIDER_FEE_PERCENT).toEqual({ min: 1, max: 2 })
  })
})

describe('plan and features', () => {
  it('[CONST-56] receive, send, analytics and allWallets are enabled by default', () => {
    expect(DEFAULT_FEATURES).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
    })
  })
  it('[CONST-57] legalCheckbox, smartSessions, collapseWallets and pay are off by default', () => {
    expect(DEFAULT_FEATURES).toMatchObject({
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
  })
  it('[CONST-58] wallet features are ordered onramp, swaps, receive, send', () => {
    expect(WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
  it('[CONST-59] the default socials are google, x, farcaster, discord, apple, github, facebook', () => {
    expect(DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })
  it('pins the connector group order used by the Connect view', () => {
    expect(CONNECTOR_GROUP_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })
})

describe('namespaces and networks', () => {
  it('[CONST-60] send is supported for evm and solana only', () => {
    expect(SUPPORTED_NAMESPACES.send).toEqual(['eip155', 'solana'])
  })
  it('[CONST-61] balance is supported for evm and solana only', () => {
    expect(SUPPORTED_NAMESPACES.balance).toEqual(['eip155', 'solana'])
  })
  it('[CONST-62] activity is supported for evm only', () => {
    expect(SUPPORTED_NAMESPACES.activity).toEqual(['eip155'])
  })
  it('[CONST-63] names are supported for evm only', () => {
    expect(SUPPORTED_NAMESPACES.names).toEqual(['eip155'])
  })
  it('[CONST-64] on-ramp is supported for evm and solana only', () => {
    expect(SUPPORTED_NAMESPACES.onramp).toEqual(['eip155', 'solana'])
  })
  it('[CONST-65] the auth connector chains are eip155 and solana', () => {
    expect(AUTH_CONNECTOR_CHAINS).toEqual(['eip155', 'solana'])
  })
  it('[CONST-67] name suffixes are .reown.id and the legacy .wcn.id', () => {
    expect(NAME_SUFFIXES).toEqual({ current: '.reown.id', legacy: '.wcn.id' })
  })
  it('[CONST-68] the handled status codes are 500, 429, 503 and 403', () => {
    expect(constants.HANDLED_STATUS_CODES).toEqual([500, 429, 503, 403])
  })
  it('[CONST-69] the default allowed ancestors include localhost and preview hosts', () => {
    expect(DEFAULT_ALLOWED_ANCESTORS).toEqual(
      expect.arrayContaining(['http://localhost:*', 'https://*.vercel.app', 'https://*.pages.dev']),
    )
  })
  it('pins the hash parameters of the last line of §9', () => {
    expect(constants.HASH_LIMITS).toEqual({
      minOutputBytes: 1,
      maxOutputBytes: 64,
      maxKeyBytes: 64,
      saltBytes: 16,
      personalBytes: 16,
      blockBytes: 128,
      rounds: 12,
    })
  })
})

describe('remote feature defaults', () => {
  it('[ENT-35] swaps defaults to [1inch]', () => {
    expect(REMOTE_FEATURE_DEFAULTS.swaps).toEqual(['1inch'])
  })
  it('[ENT-36] onramp defaults to [meld]', () => {
    expect(REMOTE_FEATURE_DEFAULTS.onramp).toEqual(['meld'])
  })
  // The table says only "list"; taken to be the default socials of CONST-59.
  it('[ENT-37] socials defaults to the default socials list', () => {
    expect(REMOTE_FEATURE_DEFAULTS.socials).toEqual(DEFAULT_SOCIALS)
  })
  it('[ENT-38] email, activity and reownBranding default to true', () => {
    expect(REMOTE_FEATURE_DEFAULTS).toMatchObject({
      email: true,
      activity: true,
      reownBranding: true,
    })
  })
  it('[ENT-39] multiWallet, emailCapture, payWithExchange, payments, reownAuthentication default to false', () => {
    expect(REMOTE_FEATURE_DEFAULTS).toMatchObject({
      multiWallet: false,
      emailCapture: false,
      payWithExchange: false,
      payments: false,
      reownAuthentication: false,
    })
  })
})

describe('preset fiat-coin catalog', () => {
  it('[ENT-34] holds ETH, USDC, USDT and SOL on several chains', () => {
    const symbols = new Set(PRESET_FIAT_COINS.map((coin) => coin.metadata.symbol))
    expect([...symbols].sort()).toEqual(['ETH', 'SOL', 'USDC', 'USDT'])
    const networks = new Set(PRESET_FIAT_COINS.map((coin) => coin.network))
    expect(networks.size).toBeGreaterThan(1)
  })

  it('[ENT-34] each entry has a CAIP-2 network, an asset and metadata{name, symbol, decimals}', () => {
    for (const coin of PRESET_FIAT_COINS) {
      expect(coin.network).toMatch(/^(eip155:\d+|solana:[1-9A-HJ-NP-Za-km-z]{32})$/)
      expect(Object.keys(coin.metadata).sort()).toEqual(['decimals', 'name', 'symbol'])
      expect(Number.isInteger(coin.metadata.decimals)).toBe(true)
      if (coin.asset === 'native') continue
      if (coin.network.startsWith('eip155:')) expect(isAddress(coin.asset)).toBe(true)
      else expect(coin.asset).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    }
  })

  it('lists each network and asset pair once', () => {
    const pairs = PRESET_FIAT_COINS.map((coin) => `${coin.network}/${coin.asset}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })
})

describe('account types', () => {
  it('[ROLE-01] account types are eoa, smartAccount and payment', () => {
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount', 'payment'])
  })
  it('[ROLE-02] defaults: eip155 smartAccount, bip122 payment, polkadot eoa, solana eoa', () => {
    expect(DEFAULT_ACCOUNT_TYPE_BY_NAMESPACE).toEqual({
      eip155: 'smartAccount',
      bip122: 'payment',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })
})

describe('views', () => {
  it('lists the 25 view names of spec §2, each once, starting with Connect', () => {
    expect(constants.VIEW_NAMES).toHaveLength(25)
    expect(new Set(constants.VIEW_NAMES).size).toBe(25)
    expect(constants.VIEW_NAMES[0]).toBe('Connect')
  })
})
