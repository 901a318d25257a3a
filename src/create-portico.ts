import { createAccount } from './controllers/account.js'
import { createAlert } from './controllers/alert.js'
import { createChain } from './controllers/chain.js'
import { createConnectionsStore } from './controllers/connections-store.js'
import { createConnectors } from './controllers/connectors.js'
import { createLocale } from './controllers/locale.js'
import { createModal } from './controllers/modal.js'
import { createOptions } from './controllers/options.js'
import { createPlan } from './controllers/plan.js'
import { createRouter } from './controllers/router.js'
import { createSiwxStore } from './controllers/siwx-store.js'
import { createSnack } from './controllers/snack.js'
import { createTheme } from './controllers/theme.js'
import { browserGlobals } from './core/browser-globals.js'
import type { View } from './core/constants.js'
import { createStops } from './core/stops.js'
import { createStorage } from './core/storage.js'
import { createAccountControllers } from './wiring/account-controllers.js'
import { createApiClients, imageUrls } from './wiring/api-clients.js'
import { instanceAnalytics } from './wiring/instance-analytics.js'
import { instanceKinds } from './wiring/instance-kinds.js'
import type { CreatePorticoOptions } from './wiring/instance-options.js'
import { createRequestGate } from './wiring/request-gate.js'
import { activeAccountOf } from './wiring/session/active-account.js'
import { instanceConnections } from './wiring/session/instance-connections.js'
import { instanceSession } from './wiring/session/instance-session.js'
import { instanceSiwx } from './wiring/siwx/instance-siwx.js'
import { followUsageLimit } from './wiring/usage-limit-follow.js'
import { walletListing } from './wiring/wallet-listing.js'
import { instanceWallet } from './wiring/wallet/instance-wallet.js'
import { networkSwitching } from './wiring/wallet/network-switching.js'
import { resumeSocialLogin } from './wiring/auth/social-return.js'

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
    warn('A stop failed', error)
  })
  const gate = createRequestGate(input.deferRequests)
  const clients = createApiClients({ ...input, fetch: gate.fetch(input.fetch) })
  const { project } = clients
  const storage = createStorage(input.storage)
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
  const preferred = { ...settings.defaultAccountTypes, ...storage.preferredAccountTypes.getAll() }
  const account = createAccount({ preferredAccountTypes: preferred })
  const plan = createPlan({ getProjectLimits: () => project.operations.getProjectLimits(), warn })
  // The state that parts made later write and read: the kinds write their connections to the
  // connections' store, the modal reads the sign-in's store before any SIWX code loads.
  const connectionStore = createConnectionsStore(storage.connections)
  const siwxStore = createSiwxStore()
  const chain = createChain({ allowUnsupportedChain: () => settings.allowUnsupportedChain })
  chain.initialize(settings.networks, settings.defaultNetwork)
  const active = activeAccountOf({
    activeNamespace: () => chain.store.getState().activeNamespace,
    defaultNamespace: settings.defaultNetwork.chainNamespace,
    caipAddressOf: (namespace) => account.getAccount(namespace).caipAddress,
    connectionStatusOf: connectionStore.statusOf,
  })
  const { isConnected } = active
  const parts = { input, settings, storage, account, snack, alert, connectors, chain, theme, warn }

  const kinds = instanceKinds({ ...parts, project, active, connections: connectionStore })
  const { auth } = kinds
  onStop(kinds.stop)
  onStop(() => auth?.destroy())
  // The secure frame acts only once loaded; a failure to reload or take the app data is warned.
  const frameStep = (message: string, step: () => Promise<void> | undefined) => () => {
    step()?.catch((error: unknown) => {
      warn(message, error)
    })
  }
  const router = createRouter({
    hasExceededUsageLimit: plan.hasExceededUsageLimit,
    isConnected,
    reloadAuthConnector: frameStep('The secure frame did not reload', () => auth?.reload()),
    syncDappData: frameStep('The secure frame did not take the app data', () =>
      auth?.syncDappData(),
    ),
  })
  const modal = createModal({
    resetRouter: router.reset,
    currentView: () => router.store.getState().view,
    isSiwxRequired: () => input.siwx?.getRequired?.() ?? false,
    hasSiwxSession: () => siwxStore.getState().signedIn,
  })
  // What the router and the chain ask of the modal, made after them.
  onStop(router.onCloseRequested(modal.close))
  onStop(
    chain.onUnsupportedNetwork(() => {
      // The wallet can move to an unsupported chain while the modal is closed: it opens then.
      if (modal.store.getState().open) router.push('UnsupportedChain')
      else modal.open('UnsupportedChain')
    }),
  )
  onStop(snack.close)
  onStop(modal.close)
  const { events, track, initialize, setAnalyticsConsent } = instanceAnalytics({
    ...parts,
    analytics: clients.analytics,
    project,
    options,
    plan,
    active,
    gate,
    onStop,
  })

  const connections = instanceConnections({
    ...parts,
    kinds,
    options,
    router,
    events,
    state: connectionStore,
  })
  onStop(connections.destroy)
  // What most later parts take: the instance's parts made so far.
  const made = { ...parts, options, router, modal, active, connections, kinds, onStop }
  const wallet = instanceWallet(made)
  const { walletCalls } = wallet
  const switching = networkSwitching({
    ...made,
    activeConnector: wallet.activeConnector,
    isConnected,
  })
  const { switchNetwork } = switching
  const accountParts = createAccountControllers({
    ...made,
    signMessage: wallet.surface.signMessage,
    blockchain: clients.blockchain,
    projectId: input.projectId,
    onRampProviders: input.onRampProviders,
    remoteOnRampProviders: () => options.store.getState().features.onramp,
    walletCalls,
    getProvider: wallet.surface.getProvider,
    activeWallet: wallet,
    activeCaipNetwork: () => chain.activeNetwork(),
    cache: storage.cache,
    showError: snack.showError,
    track,
    trackEvent: events.track,
  })
  const siwx = instanceSiwx({ ...made, siwxStore, walletCalls, switchNetwork, track })
  const balances = accountParts.balances
  const session = instanceSession({ ...made, balances, gate, isConnected })
  resumeSocialLogin({
    restored: session.restored,
    options: options.store,
    connect: (provider) => connections.connect('eip155', { method: 'social', provider }),
    warn,
  })
  onStop(followUsageLimit({ plan, router }))
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
    wallets: walletListing({ config: input, project, settings, storage }),
    events,
    plan,
    ...accountParts,
    siwx,
    storage,
    clients,
    initialize,
    /** `allowed` turns true once a deferred instance may make requests (`deferRequests`). */
    requests: gate.store,
    setAnalyticsConsent,
    /**
     * Settles once the connections remembered from the last visit have been made again or have
     * failed to be, with their providers: what a wagmi reconnect waits for, rather than for a time.
     */
    restored: session.restored,
    /** Shows the given view, else Account when connected and Connect otherwise. */
    open: (view?: View): void => {
      modal.open(view ?? (isConnected() ? 'Account' : 'Connect'))
    },
    close: modal.close,
    ...switching,
    ...wallet.surface,
    ...imageUrls(input, () => gate.store.getState().allowed),
    /** Email login's steps the modal drives; undefined without a secure site. */
    auth,
    /**
     * Stops every timer and listener of the instance, each part's registered stop in reverse
     * order (one failing stops none of the others); pending analytics are flushed on the way.
     */
    destroy: (): Promise<void> => stopAll(),
  }
}

/** Everything one instance is made of: what Portico's own entries reach through `internalsOf`. */
export type PorticoInternals = ReturnType<typeof createPortico>
