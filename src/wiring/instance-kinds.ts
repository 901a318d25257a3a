import type { ProjectApiClient } from '../clients/project-api-client.js'
import type { Account } from '../controllers/account.js'
import type { Alert } from '../controllers/alert.js'
import type { Chain } from '../controllers/chain.js'
import type { ConnectionsStore } from '../controllers/connections-store.js'
import type { Connectors } from '../controllers/connectors.js'
import type { ResolvedOptions } from '../controllers/options.js'
import type { Snack } from '../controllers/snack.js'
import type { Theme } from '../controllers/theme.js'
import type { PorticoStorage } from '../core/storage.js'
import { frameOriginCheck } from './auth/frame-origin-check.js'
import { createConnectorKinds } from './connector-kinds.js'
import type { CreatePorticoOptions } from './instance-options.js'
import type { ActiveAccount } from './session/active-account.js'

export interface InstanceKindsDeps {
  input: CreatePorticoOptions
  settings: Pick<ResolvedOptions, 'networks' | 'defaultNetwork'>
  project: Pick<ProjectApiClient, 'getAllowedOrigins'>
  storage: PorticoStorage
  account: Pick<Account, 'patchAccount'>
  snack: Pick<Snack, 'showError'>
  alert: Pick<Alert, 'open'>
  connectors: Connectors
  chain: Chain
  theme: Theme
  active: Pick<ActiveAccount, 'namespace'>
  warn: (message: string, error: unknown) => void
  /** The connections' store, made before the kinds that write their connections to it. */
  connections: ConnectionsStore
}

/** The connection kinds of an instance (connector-kinds.ts) from the app's options. */
export function instanceKinds(deps: InstanceKindsDeps) {
  const { input, settings, account } = deps
  return createConnectorKinds({
    secureSite: input.secureSite,
    projectId: input.projectId,
    metadata: input.metadata,
    walletConnect: input.walletConnect,
    openLink: input.openLink,
    checkOrigin: frameOriginCheck({
      pageUrl: () => input.window?.location.href,
      getAllowedOrigins: deps.project.getAllowedOrigins,
      showCodedError: (coded) => {
        deps.alert.open(coded, 'warning')
      },
    }),
    networks: settings.networks,
    defaultNetwork: settings.defaultNetwork,
    storagePrefix: deps.storage.prefix,
    activeNamespace: () => deps.active.namespace(),
    warn: deps.warn,
    connectors: deps.connectors,
    chain: deps.chain,
    storage: deps.storage,
    theme: deps.theme,
    inPage: input.window !== undefined,
    walletRegistrationTarget: input.window,
    onFarcasterUrl: (farcasterUrl) => {
      account.patchAccount('eip155', { farcasterUrl })
    },
    onAuthSessionEnded: deps.snack.showError,
    onAuthUser: (user, socialProvider) => {
      account.patchAccount('eip155', { user, socialProvider })
    },
    connections: deps.connections,
  })
}
