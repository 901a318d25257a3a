import { CONNECTOR_GROUP_ORDER, type View } from '../core/constants.js'
import type { Connector, ConnectorType } from '../core/connector.js'
import { createStore } from '../core/store.js'
import type { WalletListing } from '../core/stored-values.js'
import type { ChainNamespace } from '../utils/caip.js'

export type ConnectorGroupName = (typeof CONNECTOR_GROUP_ORDER)[number]

/** CONN-02: installed wallets, however they were found, share one group. */
export const INJECTED_GROUP_TYPES: readonly ConnectorType[] = [
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
]

/** Groups of connectors Portico holds, and groups of registry wallets it lists. */
export type WalletGroup =
  | { name: 'walletConnect' | 'injected' | 'external'; connectors: Connector[] }
  | { name: 'recent' | 'featured' | 'custom' | 'recommended'; wallets: WalletListing[] }

/**
 * What the Connect view lists. The wallet lists arrive already filtered for visibility (the
 * wallets controller applies VAL-42..45), so grouping only orders and hides.
 */
export interface WalletGroupSources {
  connectors: readonly Connector[]
  recent?: readonly WalletListing[]
  featured?: readonly WalletListing[]
  custom?: readonly WalletListing[]
  recommended?: readonly WalletListing[]
}

function connectorsOfTypes(
  connectors: readonly Connector[],
  types: readonly ConnectorType[],
): Connector[] {
  return connectors.filter((connector) => types.includes(connector.type))
}

function groupOf(name: ConnectorGroupName, sources: WalletGroupSources): WalletGroup {
  switch (name) {
    case 'walletConnect':
      return { name, connectors: connectorsOfTypes(sources.connectors, ['WALLET_CONNECT']) }
    case 'injected':
      return { name, connectors: connectorsOfTypes(sources.connectors, INJECTED_GROUP_TYPES) }
    case 'external':
      return { name, connectors: connectorsOfTypes(sources.connectors, ['EXTERNAL']) }
    case 'recent':
    case 'featured':
    case 'custom':
    case 'recommended':
      return { name, wallets: [...(sources[name] ?? [])] }
  }
}

function isEmptyGroup(group: WalletGroup): boolean {
  return 'connectors' in group ? group.connectors.length === 0 : group.wallets.length === 0
}

/**
 * The Connect view's wallet groups: in the configured order, else the default one (CONN-01,
 * CONN-04), empty groups left out (CONN-03). A configured order replaces the default outright,
 * so a group it leaves out is not shown; a group named twice is shown once, at its first place.
 */
export function walletGroups(
  sources: WalletGroupSources,
  order: readonly ConnectorGroupName[] = CONNECTOR_GROUP_ORDER,
): WalletGroup[] {
  return [...new Set(order)]
    .map((name) => groupOf(name, sources))
    .filter((group) => !isEmptyGroup(group))
}

/** Installed wallets are the connectors of the injected group. */
export function hasInstalledWallets(connectors: readonly Connector[]): boolean {
  return connectors.some((connector) => INJECTED_GROUP_TYPES.includes(connector.type))
}

export const CONNECT_METHODS = ['wallet', 'email', 'social'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

/** CONN-05: an installed wallet is the quickest way in, so wallets lead. */
export const INSTALLED_WALLETS_METHOD_ORDER: readonly ConnectMethod[] = [
  'wallet',
  'email',
  'social',
]
/** CONN-06: the spec's "another reading", taken as the order when no wallet is installed. */
export const DEFAULT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']

export function connectMethodOrder(input: { hasInstalledWallets: boolean }): ConnectMethod[] {
  return [
    ...(input.hasInstalledWallets ? INSTALLED_WALLETS_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER),
  ]
}

export type Footer = 'legal' | 'default'

/** CONN-09: the spec names "the on-ramp views" without listing them; these are all of them. */
const LEGAL_FOOTER_VIEWS: ReadonlySet<View> = new Set<View>([
  'Connect',
  'ConnectWallets',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'OnRampProviders',
])

/** CONN-07..10: which footer a view shows; null for a view the spec gives none. */
export function footerFor(view: View): Footer | null {
  if (LEGAL_FOOTER_VIEWS.has(view)) return 'legal'
  return view === 'Networks' ? 'default' : null
}

interface InAppBrowserWallet {
  /** The wallet's registry id. */
  id: string
  name: string
  /** The wallet's universal link that opens a page in its in-app browser. */
  link: (page: URL) => string
}

/**
 * CONN-11: the spec does not say which wallets. These four publish a universal link that opens
 * a page in the wallet's own browser, where the wallet is then injected. The registry's
 * `mobile_link` is not used: it is the WalletConnect pairing scheme (e.g. `metamask://`), it is
 * missing for Phantom and Coinbase Wallet, and a custom scheme does nothing when the app is not
 * installed, while these links fall back to the wallet's download page.
 */
export const IN_APP_BROWSER_WALLETS: readonly InAppBrowserWallet[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    link: (page) => `https://metamask.app.link/dapp/${page.host}${page.pathname}${page.search}`,
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    link: (page) =>
      `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(page.href)}`,
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    link: (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page.href)}`,
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    link: (page) =>
      `https://phantom.app/ul/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`,
  },
]

export interface InAppBrowserLinkInput {
  walletId: string
  /** The page to reopen inside the wallet, normally `location.href`. */
  pageUrl: string
  isMobile: boolean
  isInjected: boolean
}

/** CONN-11/12: where to send a mobile user who picked such a wallet that is not injected. */
export function inAppBrowserLink(input: InAppBrowserLinkInput): string | null {
  if (!input.isMobile || input.isInjected) return null
  const wallet = IN_APP_BROWSER_WALLETS.find((entry) => entry.id === input.walletId)
  return wallet ? wallet.link(new URL(input.pageUrl)) : null
}

/** A registry wallet is injected when an installed connector carries its id or rdns. */
export function isWalletInjected(
  wallet: Pick<WalletListing, 'id' | 'rdns'>,
  connectors: readonly Connector[],
): boolean {
  return connectors.some(
    (connector) =>
      INJECTED_GROUP_TYPES.includes(connector.type) &&
      (connector.explorerId === wallet.id ||
        (Boolean(wallet.rdns) && connector.info?.rdns === wallet.rdns)),
  )
}

/** A connector as the store keeps it: its provider is held beside the store (see below). */
export type ConnectorRecord = Omit<Connector, 'provider'>

/** The connectors Portico knows: installed wallets, WalletConnect and the embedded wallet. */
export interface ConnectorsState {
  /** In the order they were found, without their providers. */
  connectors: ConnectorRecord[]
}

function recordOf(connector: Connector): ConnectorRecord {
  const record = { ...connector }
  delete record.provider
  return record
}

export function createConnectors() {
  const store = createStore<ConnectorsState>({ connectors: [] })
  // The store deep-freezes plain objects put into state, and a wallet's provider must stay mutable,
  // so providers live in this map, keyed by connector id, and are joined back on reads.
  const providers = new Map<string, unknown>()

  const withProvider = (record: ConnectorRecord): Connector =>
    providers.has(record.id) ? { ...record, provider: providers.get(record.id) } : { ...record }

  const keepProvider = (connector: Connector): void => {
    if (connector.provider === undefined) providers.delete(connector.id)
    else providers.set(connector.id, connector.provider)
  }

  /** Adds connectors; one whose id is already listed replaces the old entry in place. */
  const addConnectors = (connectors: readonly Connector[]): void => {
    for (const connector of connectors) keepProvider(connector)
    store.setState((draft) => {
      for (const connector of connectors) {
        const record = recordOf(connector)
        const index = draft.connectors.findIndex((kept) => kept.id === connector.id)
        if (index === -1) draft.connectors.push(record)
        else draft.connectors[index] = record
      }
    })
  }

  const setConnectors = (connectors: readonly Connector[]): void => {
    providers.clear()
    store.setState({ connectors: [] })
    addConnectors(connectors)
  }

  const removeConnector = (id: string): void => {
    providers.delete(id)
    store.setState((draft) => {
      draft.connectors = draft.connectors.filter((connector) => connector.id !== id)
    })
  }

  const getConnectors = (): Connector[] => store.getState().connectors.map(withProvider)

  const getConnector = (id: string): Connector | undefined => {
    const record = store.getState().connectors.find((connector) => connector.id === id)
    return record ? withProvider(record) : undefined
  }

  const getAuthConnector = (): Connector | undefined =>
    getConnectors().find((connector) => connector.type === 'AUTH')

  const connectorsOf = (namespace: ChainNamespace): Connector[] =>
    getConnectors().filter((connector) => connector.chain === namespace)

  return {
    store,
    addConnectors,
    setConnectors,
    removeConnector,
    getConnectors,
    getConnector,
    getAuthConnector,
    connectorsOf,
  }
}

export type Connectors = ReturnType<typeof createConnectors>
