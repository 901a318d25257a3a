import { createAccount } from './controllers/account.js'
import { createAlert } from './controllers/alert.js'
import { createChain } from './controllers/chain.js'
import { createConnections, type Connections } from './controllers/connections.js'
import { createConnectors } from './controllers/connectors.js'
import { createEvents, listenForPageHide } from './controllers/events.js'
import { createLocale } from './controllers/locale.js'
import { createModal, type Modal } from './controllers/modal.js'
import { createOptions } from './controllers/options.js'
import { createPlan } from './controllers/plan.js'
import { createRouter, type Router } from './controllers/router.js'
import type { Siwx, TrackEventProps } from './controllers/siwx.js'
import { createSnack } from './controllers/snack.js'
import { createTheme } from './controllers/theme.js'
import { createWallets, type WalletListing } from './controllers/wallets.js'
import { browserGlobals } from './core/browser-globals.js'
import type { CaipNetwork } from './core/caip-network.js'
import type { View } from './core/constants.js'
import { late } from './core/late.js'
import { createStops } from './core/stops.js'
import { createStorage } from './core/storage.js'
import { createAccountControllers } from './wiring/account-controllers.js'
import { analyticsConsent } from './wiring/analytics-consent.js'
import { createApiClients, networkImageUrl, walletImageUrl } from './wiring/api-clients.js'
import { frameOriginCheck } from './wiring/auth/frame-origin-check.js'
import { trackConnectOutcome } from './wiring/connect-funnel.js'
import { createConnectorKinds } from './wiring/connector-kinds.js'
import type { CreatePorticoOptions } from './wiring/instance-options.js'
import { fetchRemoteConfig } from './wiring/remote-config.js'
import { createRequestGate } from './wiring/request-gate.js'
import { activeAccountOf } from './wiring/session/active-account.js'
import { disconnectNamespaces } from './wiring/session/instance-disconnect.js'
import { instanceSession } from './wiring/session/instance-session.js'
import { instanceSiwx } from './wiring/siwx/instance-siwx.js'
import { siwxAppInfo } from './wiring/siwx/siwx-wiring.js'
import { followUsageLimit } from './wiring/usage-limit-follow.js'
import { instanceWallet } from './wiring/wallet/instance-wallet.js'
import { networkSwitching } from './wiring/wallet/network-switching.js'

export type { CreatePorticoOptions, PorticoWindow } from './wiring/instance-options.js'

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
  // Each part that starts something registers its stop as it is made; destroy runs them backwards.
  const { onStop, stopAll } = createStops((error) => {
    warn('A part of Portico did not stop cleanly', error)
  })
  // The parts that need each other: each is read when it acts, once made (core/late.ts).
  const modalLink = late<Modal>('modal')
  const routerLink = late<Router>('router')
  const connectionsLink = late<Connections>('connections')
  const siwxLink = late<Siwx>('SIWX')
  const switchNetworkLink = late<(network: CaipNetwork) => Promise<void>>('network switch')

  const gate = createRequestGate(input.deferRequests)
  const clients = createApiClients({ ...input, fetch: gate.fetch(input.fetch) })
  const { blockchain, project } = clients
  const storage = createStorage(input.storage)
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
  const showAlert = (coded: Parameters<typeof alert.open>[0]): void => {
    alert.open(coded, 'warning')
  }
  const connectors = createConnectors()
  const account = createAccount({
    preferredAccountTypes: {
      ...settings.defaultAccountTypes,
      ...storage.preferredAccountTypes.getAll(),
    },
  })
  const plan = createPlan({ getProjectLimits: () => project.operations.getProjectLimits(), warn })
  const chain = createChain({
    allowUnsupportedChain: () => settings.allowUnsupportedChain,
    // The wallet can move to an unsupported chain while the modal is closed: it opens then.
    openView: (view) => {
      if (modalLink.get().store.getState().open) routerLink.get().push(view)
      else modalLink.get().open(view)
    },
  })
  chain.initialize(settings.networks, settings.defaultNetwork)
  const active = activeAccountOf({
    activeNamespace: () => chain.store.getState().activeNamespace,
    defaultNamespace: settings.defaultNetwork.chainNamespace,
    caipAddressOf: (namespace) => account.getAccount(namespace).caipAddress,
    connectionStatusOf: (namespace) => connectionsLink.get().statusOf(namespace),
  })
  const { caipAddress: getActiveCaipAddress, isConnected } = active
  const getActiveCaipNetwork = () => chain.activeNetwork()
  const pageUrl = (): string | undefined => input.window?.location.href

  const kinds = createConnectorKinds({
    ...input,
    metadata: input.metadata,
    secureSite: input.secureSite,
    switchNetwork: (network) => switchNetworkLink.get()(network),
    checkOrigin: frameOriginCheck({
      pageUrl,
      getAllowedOrigins: project.getAllowedOrigins,
      showCodedError: showAlert,
    }),
    networks: settings.networks,
    defaultNetwork: settings.defaultNetwork,
    storagePrefix: storage.prefix,
    activeNamespace: () => active.namespace(),
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
    connections: connectionsLink.get,
  })
  const { auth } = kinds
  onStop(kinds.stop)
  onStop(() => auth?.destroy())
  // The secure frame acts only once loaded; a failure to reload or take the app data is warned.
  const warnOnFailure = (message: string) => (run: () => Promise<void>) => () =>
    void run().catch((error: unknown) => {
      warn(message, error)
    })
  const router = routerLink.set(
    createRouter({
      hasExceededUsageLimit: plan.hasExceededUsageLimit,
      isConnected,
      closeModal: () => {
        modalLink.get().close()
      },
      reloadAuthConnector: warnOnFailure('The secure frame did not reload')(
        () => auth?.reload() ?? Promise.resolve(),
      ),
      syncDappData: warnOnFailure('The secure frame did not take the app data')(
        () => auth?.syncDappData() ?? Promise.resolve(),
      ),
    }),
  )
  const isSiwxRequired = (): boolean => input.siwx?.getRequired?.() ?? false
  const modal = modalLink.set(
    createModal({
      resetRouter: router.reset,
      currentView: () => router.store.getState().view,
      isSiwxRequired,
      hasSiwxSession: () => siwxLink.get().store.getState().signedIn,
    }),
  )
  onStop(snack.close)
  onStop(modal.close)
  const app = siwxAppInfo(pageUrl(), input.metadata?.url)
  /** The project's analytics switch; undefined until its answer lands. */
  let analyticsEnabled: boolean | undefined
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
  // Pending analytics are flushed once every part made after the events has stopped.
  onStop(events.dispose)
  const track = ({ event, address, properties }: TrackEventProps): void => {
    events.track({ event, address, properties })
  }

  const connections = connectionsLink.set(
    createConnections({
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
    }),
  )
  onStop(connections.destroy)
  const signing = instanceWallet({
    kinds,
    connections,
    router,
    modal,
    active,
    account,
    chain,
    networks: settings.networks,
    storage,
    onStop,
  })
  const { switchNetwork, networkSwitchView } = networkSwitching({
    activeConnector: signing.activeConnector,
    chain,
    account,
    connections,
    isConnected,
  })
  switchNetworkLink.set(switchNetwork)
  const wallets = createWallets({
    getWallets: (init) => project.operations.getWallets(init),
    listingOptions: () => ({
      includeWalletIds: settings.includeWalletIds,
      excludeWalletIds: settings.excludeWalletIds,
      featuredWalletIds: settings.featuredWalletIds,
      caipNetworkIds: settings.networks.map((network) => network.caipNetworkId),
    }),
    walletImageUrl: (listing) => walletImageUrl(input, listing),
    // Preloading only warms the browser's image cache; without a page there is nothing to warm.
    preloadImage: () => Promise.resolve(),
    recentWallets: storage.recentWallets,
  })
  const { transactions, balances, send, swap, onRamp, names } = createAccountControllers({
    signMessage: signing.signMessage,
    blockchain,
    projectId: input.projectId,
    onRampProviders: input.onRampProviders,
    remoteOnRampProviders: () => options.store.getState().features.onramp,
    walletCalls: signing.walletCalls,
    active,
    activeCaipNetwork: getActiveCaipNetwork,
    router,
    account,
    cache: storage.cache,
    showError: snack.showError,
    track,
    trackEvent: events.track,
  })
  const siwx = siwxLink.set(
    instanceSiwx({
      config: input.siwx,
      options,
      storage,
      chain,
      walletCalls: signing.walletCalls,
      getActiveCaipAddress,
      getActiveCaipNetwork,
      app,
      modal,
      router,
      snack,
      switchNetwork,
      disconnect: () => connections.disconnect(active.namespace()),
      track,
      stores: [account.store, chain.store, connections.store],
      onStop,
    }),
  )
  const { restored } = instanceSession({
    input,
    networks: settings.networks,
    connections,
    connectors,
    chain,
    account,
    balances,
    modal,
    router,
    storage,
    walletConnect: kinds.walletConnect,
    hasAuth: auth !== undefined,
    opened: gate.opened,
    isConnected,
    warn,
    onStop,
  })
  onStop(followUsageLimit({ plan, router }))

  let initializing: Promise<void> | undefined
  /**
   * Fetches the remote configuration once (features, analytics switch, plan limits); every call
   * answers the same promise. Nothing waits for it: the buttons and the modal render at once and
   * each part applies as it lands. The React provider starts it when the app did not.
   */
  const initialize = (): Promise<void> => {
    gate.allow()
    return (initializing ??= fetchRemoteConfig({
      project: project.operations,
      applyRemoteFeatures: options.applyRemoteFeatures,
      applyDefaultFeatures: options.applyDefaultFeatures,
      setAnalyticsEnabled: (enabled) => {
        analyticsEnabled = enabled
        void events.flush()
      },
      fetchPlan: plan.fetchPlan,
      warn,
      showCodedError: showAlert,
    }))
  }
  // A deferred instance starts with the visitor's first open.
  if (input.deferRequests) onStop(modal.store.subscribe(({ open }) => open && void initialize()))

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
    /**
     * Settles once the connections remembered from the last visit have been made again or have
     * failed to be, with their providers: what a wagmi reconnect waits for, rather than for a time.
     */
    restored,
    /** Shows the given view, else Account when connected and Connect otherwise. */
    open: (view?: View): void => {
      modal.open(view ?? (isConnected() ? 'Account' : 'Connect'))
    },
    close: modal.close,
    switchNetwork,
    /** Ends the namespace's active connection, or every namespace's without one. */
    disconnect: disconnectNamespaces(connections),
    approve: signing.approve,
    networkSwitchView,
    signMessage: signing.signMessage,
    getProvider: signing.getProvider,
    getWalletProvider: signing.getWalletProvider,
    batchCalls: signing.batchCalls,
    subscribeProvider: signing.subscribeProvider,
    getSolanaSigner: signing.getSolanaSigner,
    /** The Project API image route of a registry wallet. */
    walletImageUrl: (wallet: WalletListing) => walletImageUrl(input, wallet),
    /** A network's icon (its imageUrl or the Project API asset image); undefined without one. */
    networkImageUrl: (network: Pick<CaipNetwork, 'assets'>) =>
      gate.store.getState().allowed ? networkImageUrl(input, network) : undefined,
    /** Email login's steps the modal drives; undefined without a secure site. */
    auth,
    /**
     * Stops every timer and listener of the instance, each part's registered stop in reverse
     * order (one failing stops none of the others); pending analytics are flushed on the way.
     */
    destroy: (): Promise<void> => stopAll(),
  }
}

export type Portico = ReturnType<typeof createPortico>
