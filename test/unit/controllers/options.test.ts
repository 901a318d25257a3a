import { describe, expect, it } from 'vitest'
import { schemas } from '../../../generated/project-api/schemas.js'
import { validators } from '../../../generated/project-api/validators.js'
import {
  createOptions,
  defaultRemoteFeatures,
  isFeatureEnabled,
  mergeRemoteFeatures,
  resolveFeatures,
  type PorticoOptions,
  type ProjectFeature,
} from '../../../src/controllers/options.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { PorticoError } from '../../../src/core/portico-error.js'

const mainnet = defineCaipNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const base = defineCaipNetwork({ ...mainnet, id: 8453, name: 'Base' })

function options(extra: Partial<PorticoOptions> = {}): PorticoOptions {
  return { projectId: 'b56e18d47c72ab683b10814fe9495694', networks: [mainnet, base], ...extra }
}

const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

describe('remote feature defaults', () => {
  it('[ENT-35] swaps defaults to [1inch]', () => {
    expect(mergeRemoteFeatures([]).swaps).toEqual(['1inch'])
  })

  it('[ENT-36] onramp defaults to [meld]', () => {
    expect(mergeRemoteFeatures([]).onramp).toEqual(['meld'])
  })

  it('[ENT-37] socials defaults to the default socials list', () => {
    expect(mergeRemoteFeatures([]).socials).toEqual(DEFAULT_SOCIALS)
  })

  it('[ENT-38] email, activity and reownBranding default to true', () => {
    const { email, activity, reownBranding } = mergeRemoteFeatures([])
    expect([email, activity, reownBranding]).toEqual([true, true, true])
  })

  it('[ENT-39] multiWallet, emailCapture, payWithExchange, payments and reownAuthentication default to false', () => {
    const merged = mergeRemoteFeatures([])
    expect([
      merged.multiWallet,
      merged.emailCapture,
      merged.payWithExchange,
      merged.payments,
      merged.reownAuthentication,
    ]).toEqual([false, false, false, false, false])
  })

  it('match the defaults the RemoteFeatures schema documents, and validate against it', () => {
    const defaults = Object.fromEntries(
      Object.entries(schemas.RemoteFeatures.properties).map(([key, value]) => [key, value.default]),
    )
    expect(defaultRemoteFeatures()).toEqual(defaults)
    expect(validators.RemoteFeatures.check(mergeRemoteFeatures([]))).toBe(true)
  })
})

describe('applying the remote feature list', () => {
  it('[ENT-35] [ENT-38] a feature absent from the list keeps its default', () => {
    const merged = mergeRemoteFeatures([{ id: 'onramp', isEnabled: false }])
    expect(merged.swaps).toEqual(['1inch'])
    expect(merged.email).toBe(true)
  })

  it('[ENT-35] [ENT-37] a disabled list feature becomes an empty list', () => {
    const merged = mergeRemoteFeatures([
      { id: 'swaps', isEnabled: false, config: ['1inch'] },
      { id: 'socials', isEnabled: false },
    ])
    expect(merged.swaps).toEqual([])
    expect(merged.socials).toEqual([])
  })

  it('[ENT-38] a disabled flag feature is off', () => {
    expect(mergeRemoteFeatures([{ id: 'email', isEnabled: false }]).email).toBe(false)
  })

  it('[ENT-39] an enabled flag feature is on', () => {
    expect(mergeRemoteFeatures([{ id: 'multiWallet', isEnabled: true }]).multiWallet).toBe(true)
  })

  it('[ENT-37] an enabled list takes its config, or its default list when the config is null', () => {
    const merged = mergeRemoteFeatures([
      { id: 'socials', isEnabled: true, config: ['github', 'x'] },
      { id: 'onramp', isEnabled: true, config: null },
    ])
    expect(merged.socials).toEqual(['github', 'x'])
    expect(merged.onramp).toEqual(['meld'])
  })

  it('ignores feature ids it does not know', () => {
    const features: ProjectFeature[] = [{ id: 'teleport', isEnabled: true, config: ['x'] }]
    expect(mergeRemoteFeatures(features)).toEqual(defaultRemoteFeatures())
  })

  it('options the app set explicitly win over the remote list; unset ones do not', () => {
    const features = resolveFeatures(
      mergeRemoteFeatures([
        { id: 'email', isEnabled: false },
        { id: 'swaps', isEnabled: false },
      ]),
      { email: true, swaps: undefined },
    )
    expect(features.email).toBe(true)
    expect(features.swaps).toEqual([])
  })

  it('the controller keeps the explicit options after the remote list arrives', () => {
    const controller = createOptions(options({ features: { socials: ['google'] } }))
    controller.applyRemoteFeatures([
      { id: 'socials', isEnabled: true, config: ['x', 'github'] },
      { id: 'activity', isEnabled: false },
    ])
    const state = controller.store.getState()
    expect(state.features.socials).toEqual(['google'])
    expect(state.features.activity).toBe(false)
    expect(state.remoteFeaturesApplied).toBe(true)
  })
})

describe('before the remote answer lands', () => {
  it('every remote feature the app did not set is off, so no row shows that may vanish', () => {
    const controller = createOptions(options({ features: { swaps: ['1inch'] } }))
    const state = controller.store.getState()
    expect(state.remoteFeaturesSettled).toBe(false)
    expect(state.features).toMatchObject({ email: false, socials: [], onramp: [], activity: false })
    expect(state.features.swaps).toEqual(['1inch'])
    expect(controller.walletFeatures()).toEqual(['swaps', 'receive', 'send'])
  })

  it('a failed answer applies the defaults once; a later answer still applies', () => {
    const controller = createOptions(options())
    controller.applyDefaultFeatures()
    expect(controller.store.getState()).toMatchObject({
      remoteFeaturesSettled: true,
      remoteFeaturesApplied: false,
    })
    expect(controller.store.getState().features.email).toBe(true)
    controller.applyRemoteFeatures([{ id: 'email', isEnabled: false }])
    expect(controller.store.getState().features.email).toBe(false)
    const before = controller.store.getState()
    controller.applyDefaultFeatures()
    expect(controller.store.getState()).toBe(before)
  })
})

describe('default features', () => {
  it('[CONST-56] receive, send, analytics and allWallets are enabled by default', () => {
    const { features } = createOptions(options()).store.getState()
    expect([features.receive, features.send, features.analytics, features.allWallets]).toEqual([
      true,
      true,
      true,
      true,
    ])
  })

  it('[CONST-57] legalCheckbox, smartSessions, collapseWallets and pay are off by default', () => {
    const { features } = createOptions(options()).store.getState()
    expect([
      features.legalCheckbox,
      features.smartSessions,
      features.collapseWallets,
      features.pay,
    ]).toEqual([false, false, false, false])
  })

  it('[CONST-58] wallet features are listed in the order onramp, swaps, receive, send', () => {
    const controller = createOptions(options())
    controller.applyDefaultFeatures()
    expect(controller.walletFeatures()).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('[CONST-58] a wallet feature that is off drops out and the rest keep their order', () => {
    const controller = createOptions(options({ features: { receive: false } }))
    controller.applyRemoteFeatures([{ id: 'swaps', isEnabled: false }])
    expect(controller.walletFeatures()).toEqual(['onramp', 'send'])
  })

  it('a list feature counts as enabled only while it has an entry', () => {
    const features = resolveFeatures(defaultRemoteFeatures(), { onramp: [] })
    expect(isFeatureEnabled(features, 'onramp')).toBe(false)
    expect(isFeatureEnabled(features, 'swaps')).toBe(true)
  })
})

describe('resolved options', () => {
  it('fill the defaults the app left out', () => {
    const { options: resolved } = createOptions(options())
    expect(resolved).toMatchObject({
      defaultNetwork: mainnet,
      allowUnsupportedChain: false,
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
      connectorTypeOrder: [
        'walletConnect',
        'recent',
        'injected',
        'featured',
        'custom',
        'external',
        'recommended',
      ],
      defaultAccountTypes: {},
    })
  })

  it('keep what the app set', () => {
    const { options: resolved } = createOptions(
      options({
        defaultNetwork: base,
        allowUnsupportedChain: true,
        connectorTypeOrder: ['injected', 'walletConnect'],
        themeMode: 'dark',
      }),
    )
    expect(resolved.defaultNetwork).toBe(base)
    expect(resolved.allowUnsupportedChain).toBe(true)
    expect(resolved.connectorTypeOrder).toEqual(['injected', 'walletConnect'])
    expect(resolved.themeMode).toBe('dark')
  })

  it("take the app's openLink as it is, and refuse one that is not a function with a clear message", () => {
    const handed: string[] = []
    const openLink = (url: string): void => {
      handed.push(url)
    }
    expect(createOptions(options({ openLink })).options.openLink).toBe(openLink)
    for (const [given, kind] of [
      ['https://warpcast.com', 'string'],
      [{ openUrl: openLink }, 'object'],
      [null, 'object'],
    ] as const) {
      // As JavaScript may hand it: the type does not let TypeScript code give it.
      const input = Object.assign(options(), { openLink: given })
      expect(() => createOptions(input)).toThrow(PorticoError)
      expect(() => createOptions(input)).toThrow(
        `The openLink option must be a function, not ${kind}`,
      )
    }
  })
})
