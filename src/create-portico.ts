import { createInjectedDiscovery, type InjectedTarget } from './connectors/injected.js'
import type { CaipNetwork } from './core/caip-network.js'
import type { WalletConnectOptions } from './connectors/walletconnect.js'
import { createAccount } from './controllers/account.js'
import { createAlert } from './controllers/alert.js'
import { createChain } from './controllers/chain.js'
import { createConnections } from './controllers/connections.js'
import { createConnectors } from './controllers/connectors.js'
import { createEvents, listenForPageHide, type PageHideTargets } from './controllers/events.js'
import { createLocale } from './controllers/locale.js'
import { createModal } from './controllers/modal.js'
import type { OnRampProvider } from './controllers/onramp.js'
import { createOptions, type PorticoOptions } from './controllers/options.js'
import { createPlan } from './controllers/plan.js'
import { createRouter } from './controllers/router.js'
import { createSiwx, type TrackEventProps } from './controllers/siwx.js'
import { createSnack } from './controllers/snack.js'
import { createTheme } from './controllers/theme.js'
import { createWallets, type WalletListing } from './controllers/wallets.js'
import type { View } from './core/constants.js'
import type { ChainNamespace } from './utils/caip.js'
import { CONNECTOR_IDS } from './core/connector.js'
import { createLocalSiwxSessionStore } from './core/siwx-session-store.js'
import { createStorage, type StorageOptions } from './core/storage.js'
import { withBatchCalls } from './batch/batch-calls-provider.js'
import { syncAccountWithConnections } from './wiring/account-sync.js'
import { createAccountControllers } from './wiring/account-controllers.js'
import { activeAccountOf } from './wiring/active-account.js'
import { networkSwitching } from './wiring/network-switching.js'
import { walletSigning } from './wiring/wallet-signing.js'
import {
  hasStoredConnection,
  walletConnectSessionSync,
} from './wiring/walletconnect-session-sync.js'
import type { SecureSiteOptions } from './wiring/auth-wiring.js'
import { createConnectorKinds } from './wiring/connector-kinds.js'
import { frameOriginCheck } from './wiring/frame-origin-check.js'
import {
  createApiClients,
  networkImageUrl,
  walletImageUrl,
  type ApiClients,
  type ApiUrls,
} from './wiring/api-clients.js'
import { fetchRemoteConfig } from './wiring/remote-config.js'
import { analyticsConsent, type AnalyticsOptions } from './wiring/analytics-consent.js'
import { createRequestGate } from './wiring/request-gate.js'
import { followSiwxFlow } from './wiring/siwx-flow.js'
import { followUsageLimit } from './wiring/usage-limit-follow.js'
import { shouldCreateFrameAtStartup } from './frame/login-cache.js'
import { followOtherTabs, type StorageEventTarget } from './wiring/cross-tab-connections.js'
import { rememberedNamespace } from './wiring/remembered-namespace.js'
import { reconnectSilently, restoreConnections } from './wiring/restore-connections.js'
import { accountAfterHeldRestore } from './wiring/account-after-held-restore.js'
import { trackConnectOutcome } from './wiring/connect-funnel.js'
import { walletsAnnounced, type LoadState } from './wiring/wallets-announced.js'
import { sessionStoreOf, siwxAppInfo } from './wiring/siwx-wiring.js'
import type { WalletActions } from './connectors/wallet-actions.js'
import { createWalletActionsSlot } from './wiring/wallet-actions.js'
import { appProviders } from './wiring/app-providers.js'
import { providerCalls } from './wiring/provider-calls.js'
import { browserGlobals } from './core/browser-globals.js'
import { disconnectNamespaces } from './wiring/instance-disconnect.js'

/** The parts of `window` Portico uses: page-hide events, the page URL, injected wallets. */
export type PorticoWindow = PageHideTargets['window'] &
  InjectedTarget &
  StorageEventTarget & {
    location: { href: string }
    /** The visitor's languages choose the modal's when the app sets no `locale`. */
    navigator?: { readonly languages?: readonly string[] }
  }

export interface CreatePorticoOptions extends PorticoOptions {
  /** Required: Portico has no built-in endpoints, so it never reaches a service it was not given. */
  apiUrls: ApiUrls
  /** Two instances sharing one backend (localStorage) keep apart only with different prefixes. */
  storage?: StorageOptions
  /**
   * The page's window for the browser-only pieces (injected wallet discovery, page-hide flush,
   * tab following): the global `window` in a browser unless given; `undefined` turns them off.
   */
  window?: PorticoWindow | undefined
  /** The page's document, paired with `window`: the global `document` in a browser unless given. */
  document?: (PageHideTargets['document'] & LoadState) | undefined
  fetch?: typeof globalThis.fetch
  sendBeacon?: (url: string, data: string) => boolean
  /** The secure site hosting the embedded wallet; email login is offered only with it. */
  secureSite?: SecureSiteOptions
  /**
   * WalletConnect's relay. Without it WalletConnect is not offered; with it the WalletConnect
   * client loads through `import()` only when a visitor picks it (or a stored session is restored).
   */
  walletConnect?: WalletConnectOptions
  /** The connected wallet's calls; can also be set later with `setWalletActions`. */
  walletActions?: Partial<WalletActions>
  onRampProviders?: readonly OnRampProvider[]
  /** `{ consent: 'required' }` sends no analytics until `setAnalyticsConsent(true)`. */
  analytics?: AnalyticsOptions
  /**
   * No network request at all (configuration, registry, images, balances) until the modal first
   * opens or the app calls `initialize()`; the React provider then does not start it.
   */
  deferRequests?: boolean
  warn?: (message: string, error: unknown) => void
}

const toTrackInput = ({ event, address, properties }: TrackEventProps) => ({
  event,
  address,
  properties,
})

/**
 * Builds one Portico instance. Every controller, store, timer and listener belongs to the
 * instance, so two instances on one page share nothing but what they were handed (a storage
 * backend, a window). The secure frame (email and social login) is not wired here: it needs a
 * secure-site URL and an iframe host, which the app brings as `secureSite`.
 */
export function createPortico(given: CreatePorticoOptions) {
  const input: CreatePorticoOptions = { ...browserGlobals(), ...given }
  const warn =
    input.warn ??
    ((message: string, error: unknown) => {
      console.warn(message, error)
    })
  const gate = createRequestGate(input.deferRequests)
  const clients: ApiClients = createApiClients({ ...input, fetch: gate.fetch(input.fetch) })
  const { blockchain: blockchainClient, project: projectClient } = clients
  const storage = createStorage(input.storage)
  const walletActions = createWalletActionsSlot()
  if (input.walletActions) walletActions.set(input.walletActions)
  /** The project's analytics switch; undefined until its answer lands. */
  let analyticsEnabled: boolean | undefined
  const consent = analyticsConsent(input.analytics)

  const options = createOptions(input)
  const settings = options.options
  const theme = createTheme({ themeMode: input.themeMode, themeVariables: input.themeVariables })
  const snack = createSnack()
  // Only the option decides on a server: it has no visitor's languages.
  const locale = createLocale({
    locale: input.locale,
    languages: input.window?.navigator?.languages,
  })
  const alert = createAlert()
  const connectors = createConnectors()
  const account = createAccount({
    preferredAccountTypes: {
      ...settings.defaultAccountTypes,
      ...storage.preferredAccountTypes.getAll(),
    },
  })
  const plan = createPlan({
    getProjectLimits: () => projectClient.operations.getProjectLimits(),
    warn,
  })

  const active = activeAccountOf({
    activeNamespace: () => chain.store.getState().activeNamespace,
    defaultNamespace: settings.defaultNetwork.chainNamespace,
    caipAddressOf: (namespace) => account.getAccount(namespace).caipAddress,
    connectionStatusOf: (namespace) => connections.statusOf(namespace),
  })
  const { caipAddress: getActiveCaipAddress, isConnected } = active
  const getActiveCaipNetwork = () => chain.activeNetwork()
  const isSiwxRequired = (): boolean => input.siwx?.getRequired?.() ?? false

  const router = createRouter({
    hasExceededUsageLimit: plan.hasExceededUsageLimit,
    isConnected,
    closeModal: () => {
      modal.close()
    },
    // The auth connector is built after the router; both act only once its frame has loaded.
    reloadAuthConnector: () => {
      auth?.reload().catch((error: unknown) => {
        warn('The secure frame did not reload', error)
      })
    },
    syncDappData: () => {
      auth?.syncDappData().catch((error: unknown) => {
        warn('The secure frame did not take the app data', error)
      })
    },
  })
  const modal = createModal({
    resetRouter: router.reset,
    currentView: () => router.store.getState().view,
    isSiwxRequired,
    hasSiwxSession: () => siwx.store.getState().signedIn,
  })
  const chain = createChain({
    allowUnsupportedChain: () => settings.allowUnsupportedChain,
    // The wallet can move to an unsupported chain while the modal is closed: it opens then.
    openView: (view) => {
      if (modal.store.getState().open) router.push(view)
      else modal.open(view)
    },
  })
  chain.initialize(settings.networks, settings.defaultNetwork)

  const pageUrl = (): string | undefined => input.window?.location.href
  const events = createEvents({
    analytics: clients.analytics,
    isAnalyticsEnabled: () =>
      consent.allows() && options.isEnabled('analytics') ? analyticsEnabled : false,
    pageUrl: () => siwxAppInfo(pageUrl(), input.metadata?.url).uri,
    context: () => ({
      address: getActiveCaipAddress(),
      caipNetworkId: getActiveCaipNetwork()?.caipNetworkId,
    }),
    onPageHide: (listener) =>
      input.window && input.document
        ? listenForPageHide({ window: input.window, document: input.document }, listener)
        : () => undefined,
  })
  const track = (event: TrackEventProps): void => {
    events.track(toTrackInput(event))
  }
  const showError = snack.showError

  const kinds = createConnectorKinds({
    switchNetwork: (network) => switchNetwork(network),
    approve: (run) => walletCalls.providerApproval(approve)(run),
    secureSite: input.secureSite,
    checkOrigin: frameOriginCheck({
      pageUrl,
      getAllowedOrigins: projectClient.getAllowedOrigins,
      showCodedError: (coded) => {
        alert.open(coded, 'warning')
      },
    }),
    projectId: input.projectId,
    metadata: input.metadata,
    networks: settings.networks,
    defaultNetwork: settings.defaultNetwork,
    walletConnect: input.walletConnect,
    storagePrefix: storage.prefix,
    activeNamespace: () => active.namespace(),
    setSessionConnections: (sessionConnections) => {
      setSessionConnections(sessionConnections)
    },
    warn,
    connectors,
    chain,
    storage,
    theme,
    inPage: input.window !== undefined,
    walletRegistrationTarget: input.window,
    onFarcasterUrl: (farcasterUrl) => {
      account.patchAccount('eip155', { farcasterUrl })
    },
    onAuthSessionEnded: snack.showError,
    onAuthUser: (user, socialProvider) => {
      account.patchAccount('eip155', { user, socialProvider })
    },
    connections: () => connections,
  })
  const { auth } = kinds
  const connections = createConnections({
    storage: {
      connections: storage.connections,
      connectedSocialProvider: storage.connectedSocialProvider,
    },
    getConnector: connectors.getConnector,
    hasAdapter: (namespace) => chain.networkState(namespace).requestedCaipNetworks.length > 0,
    isMultiWalletEnabled: () => options.isEnabled('multiWallet'),
    offeredSocials: () => options.store.getState().features.socials,
    connectors: kinds,
    findNetwork: chain.findNetwork,
    warn,
    openView: router.push,
    showAlert: (message) => {
      alert.open(message, 'warning')
    },
    onConnectSettled: trackConnectOutcome(events),
  })

  /** The connector of the namespace's active connection. */
  const activeConnector = (namespace: ChainNamespace) => {
    const connectorId = connections.activeConnectorId(namespace)
    return connectorId === undefined ? undefined : kinds.connectorOf(connectorId)
  }
  // The app gets the provider of the active connection, asked of its connector.
  const providers = appProviders({
    activeConnector,
    watch: (listener) => {
      const stops = [connections.store.subscribe(listener), kinds.on(listener)]
      return () => {
        for (const stop of stops) stop()
      }
    },
  })

  // EIP-5792 on every eip155 provider the app gets: the wallet's own, else one call at a time.
  const batchCalls = withBatchCalls(providers.get, {
    storage,
    address: () => account.getAccount('eip155').address,
    networks: () => settings.networks,
    showCalls: () => {
      modal.open('CallsStatus')
    },
  })

  const wallets = createWallets({
    getWallets: (init) => projectClient.operations.getWallets(init),
    listingOptions: () => ({
      includeWalletIds: settings.includeWalletIds,
      excludeWalletIds: settings.excludeWalletIds,
      featuredWalletIds: settings.featuredWalletIds,
      caipNetworkIds: settings.networks.map((network) => network.caipNetworkId),
    }),
    walletImageUrl: (wallet) => walletImageUrl(input, wallet),
    // Preloading only warms the browser's image cache; without a page there is nothing to warm.
    preloadImage: () => Promise.resolve(),
    recentWallets: storage.recentWallets,
  })
  // Portico's own signing and sending go through the same providers the app gets.
  const walletCalls = providerCalls({
    providers,
    walletActions,
    activeNamespace: active.namespace,
    isConnected: (namespace) => connections.getConnections(namespace).length > 0,
    findNetwork: chain.findNetwork,
  })
  const { approve, signMessage } = walletSigning({
    router,
    modal,
    wallet: {
      signMessage: walletCalls.signMessage,
      abortRequests: () => {
        const connector = activeConnector(active.namespace())
        if (connector) connector.abort?.()
        else walletActions.abortRequests()
      },
    },
    active,
  })
  const { transactions, balances, send, swap, onRamp, names } = createAccountControllers({
    signMessage,
    blockchain: blockchainClient,
    projectId: input.projectId,
    onRampProviders: input.onRampProviders,
    remoteOnRampProviders: () => options.store.getState().features.onramp,
    walletActions,
    walletCalls,
    active,
    activeCaipNetwork: getActiveCaipNetwork,
    router,
    account,
    cache: storage.cache,
    showError,
    track,
    trackEvent: events.track,
  })
  const { switchNetwork, networkSwitchView } = networkSwitching({
    activeConnector,
    walletActions,
    chain,
    account,
    connections,
    isConnected,
  })
  const siwx = createSiwx({
    isEnabled: () => input.siwx !== undefined,
    isRequired: isSiwxRequired,
    sessionStore: input.siwx
      ? sessionStoreOf(input.siwx)
      : createLocalSiwxSessionStore({ sessions: storage.siwxSessions }),
    isEmailCaptureEnabled: () => options.isEnabled('emailCapture'),
    getActiveCaipAddress,
    getActiveCaipNetwork,
    isNetworkSupported: (network) => chain.isSupported(network.caipNetworkId),
    getConnectionClient: () =>
      walletCalls.canSign() ? { signMessage: walletCalls.signMessage } : undefined,
    app: siwxAppInfo(pageUrl(), input.metadata?.url),
    openModal: modal.open,
    closeModal: modal.close,
    isModalOpen: () => modal.store.getState().open,
    currentView: () => router.store.getState().view,
    resetToConnect: router.resetToConnect,
    switchNetwork,
    disconnect: async () => {
      await connections.disconnect(active.namespace())
    },
    showLoading: snack.showLoading,
    showError,
    closeSnack: snack.close,
    track,
  })

  const setSessionConnections = walletConnectSessionSync(connections, active.namespace)
  const stopAccountSync = syncAccountWithConnections({ connections, account, chain, balances })
  const lastNamespace = rememberedNamespace({
    chain,
    connections,
    activeNetwork: storage.activeNetwork,
  })
  const walletConnectRestored =
    kinds.walletConnect &&
    (hasStoredConnection(connections, CONNECTOR_IDS.walletConnect) ||
      kinds.walletConnect.awaitsPairing())
      ? gate.opened.then(() => kinds.walletConnect?.restore()).then(lastNamespace.restore)
      : undefined
  const stopSiwxFlow = followSiwxFlow({
    siwx,
    stores: [account.store, chain.store, connections.store],
    activeKey: () => {
      const caipAddress = getActiveCaipAddress()
      const network = getActiveCaipNetwork()
      return caipAddress === undefined || !network
        ? undefined
        : `${caipAddress}@${network.caipNetworkId}`
    },
  })
  const discovery = input.window
    ? createInjectedDiscovery({
        target: input.window,
        chains: settings.networks.filter((network) => network.chainNamespace === 'eip155'),
      })
    : undefined
  discovery?.onChange((found) => {
    connectors.addConnectors(found)
  })
  discovery?.start()
  const restoring = {
    connections,
    connectors,
    hasFrameLogin: () => auth !== undefined && shouldCreateFrameAtStartup(storage),
    warn,
  }
  const restoringConnections = restoreConnections({
    ...restoring,
    onRestored: lastNamespace.restore,
    frameAllowed: input.deferRequests ? gate.opened : undefined,
    onHeldRestored: accountAfterHeldRestore(modal, router, isConnected),
    walletsAnnounced: walletsAnnounced(input.window, input.document),
  })
  /**
   * Settles once the connections remembered from the last visit have been made again or have
   * failed to be, with their providers (each kind's loads with its connect or restore; at once
   * when nothing was remembered): what a wagmi reconnect waits for, rather than for a time.
   */
  const restored: Promise<void> = Promise.allSettled([
    restoringConnections.settled,
    walletConnectRestored,
  ]).then(() => undefined)
  const stopFollowingTabs = input.window
    ? followOtherTabs({
        target: input.window,
        connectionsKey: storage.keyOf('connections'),
        connections,
        reconnect: (namespace, connectorId) => reconnectSilently(restoring, namespace, connectorId),
        restoreWalletConnect: () => {
          void kinds.walletConnect?.restore()
        },
        warn,
      })
    : () => undefined
  const stopUsageLimit = followUsageLimit({ plan, router })

  let initializing: Promise<void> | undefined
  /**
   * Fetches the remote configuration once (features, analytics switch, plan limits); every call
   * answers the same promise. Nothing waits for it: the buttons and the modal render at once and
   * each part applies as it lands. The React provider starts it when the app did not.
   */
  const initialize = (): Promise<void> => {
    gate.allow()
    return (initializing ??= fetchRemoteConfig({
      project: projectClient.operations,
      applyRemoteFeatures: options.applyRemoteFeatures,
      applyDefaultFeatures: options.applyDefaultFeatures,
      setAnalyticsEnabled: (enabled) => {
        analyticsEnabled = enabled
        void events.flush()
      },
      fetchPlan: plan.fetchPlan,
      warn,
      showCodedError: (coded) => {
        alert.open(coded, 'warning')
      },
    }))
  }
  // A deferred instance starts with the visitor's first open.
  if (input.deferRequests)
    modal.store.subscribe(({ open }) => {
      if (open) void initialize()
    })

  /** Shows the given view, else Account when connected and Connect otherwise. */
  const open = (view?: View): void => {
    modal.open(view ?? (isConnected() ? 'Account' : 'Connect'))
  }

  /** Stops every timer and listener of the instance; pending analytics are flushed first. */
  const destroy = async (): Promise<void> => {
    discovery?.stop()
    kinds.stop()
    restoringConnections.stop()
    stopFollowingTabs()
    stopAccountSync()
    lastNamespace.stop()
    stopSiwxFlow()
    stopUsageLimit()
    void batchCalls.destroy()
    providers.stop()
    auth?.destroy()
    connections.destroy()
    modal.close()
    snack.close()
    await events.dispose()
  }

  return {
    router,
    modal,
    snack,
    alert,
    options,
    theme,
    /** The modal's language; `setLocale(tag)` switches it live. */
    locale,
    setLocale: locale.setLocale,
    chain,
    account,
    connectors,
    connections,
    wallets,
    events,
    plan,
    transactions,
    balances,
    /** Send with its preview (receiver by address or name, max amount, network fee); lazy. */
    send,
    swap,
    onRamp,
    names,
    siwx,
    storage,
    clients,
    initialize,
    /** `allowed` turns true once a deferred instance may make requests (`deferRequests`). */
    requests: gate.store,
    /**
     * The visitor's analytics consent: `true` sends what is tracked from now on, `false` stops
     * analytics and drops what waits unsent.
     */
    setAnalyticsConsent: (given: boolean) => {
      consent.set(given)
      void events.flush()
    },
    restored,
    open,
    close: modal.close,
    switchNetwork,
    /** Ends the namespace's active connection, or every namespace's without one. */
    disconnect: disconnectNamespaces(connections),
    /** Runs a wallet request behind the ApproveTransaction view (NAV-14..16). */
    approve,
    networkSwitchView,
    /** Signs a message with the active namespace's wallet, ApproveTransaction showing meanwhile. */
    signMessage,
    /**
     * The connected wallet of a namespace for the app's own work, undefined while none is: an
     * EIP-1193 provider for eip155 (viem, ethers, wagmi), a Wallet Standard wallet for solana.
     */
    getProvider: batchCalls.getProvider,
    /**
     * The connected wallet's own provider, without Portico's EIP-5792 layer: what the wagmi
     * connector hands wagmi, whose reconnect tells a wallet's connectors apart by the provider
     * object (a wrapper would make wagmi reconnect the same wallet twice).
     */
    getWalletProvider: providers.get,
    /** EIP-5792's part once a batch request loaded it: the progress view reads its batches. */
    batchCalls: batchCalls.batch,
    /** Hears the namespace whose `getProvider` answer changed; returns the unsubscribe. */
    subscribeProvider: providers.subscribe,
    /**
     * @solana/kit signers (TransactionSendingSigner, TransactionModifyingSigner,
     * MessageModifyingSigner) for the connected Solana account; undefined while none is.
     */
    getSolanaSigner: async () =>
      (await import('./wiring/solana-signer.js')).solanaSigner({
        wallet: providers.get('solana'),
        address: account.getAccount('solana').address,
        network: chain.networkState('solana').caipNetwork,
      }),
    /** The Project API image route of a registry wallet. */
    walletImageUrl: (wallet: WalletListing) => walletImageUrl(input, wallet),
    /** A network's icon (its imageUrl or the Project API asset image); undefined without one. */
    networkImageUrl: (network: Pick<CaipNetwork, 'assets'>) =>
      gate.store.getState().allowed ? networkImageUrl(input, network) : undefined,
    /** Email login's steps the modal drives; undefined without a secure site. */
    auth,
    /** The app's own wallet calls, for every namespace whose connected wallet lacks them. */
    setWalletActions: (actions: Partial<WalletActions>) => {
      walletActions.set(actions)
    },
    clearWalletActions: () => {
      walletActions.clear()
    },
    destroy,
  }
}

export type Portico = ReturnType<typeof createPortico>
