import { createAuthConnector, type AuthConnector } from '../connectors/auth.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { PORTICO_VERSION } from '../core/version.js'
import type { DappMetadata } from '../controllers/options.js'
import type { FrameThemePayload } from '../controllers/theme.js'
import type { IframeDocument } from '../frame/iframe-transport.js'
import type { MessageWindow } from '../frame/frame-transport.js'
import type { LoginCache, StoredValue } from '../frame/login-cache.js'

export interface SecureSiteOptions {
  /** The secure site's frame page (on the devnet: `<secureSite>/frame`). */
  frameUrl: string
  window: MessageWindow
  document: IframeDocument<HTMLIFrameElement>
}

export interface AuthWiringDeps {
  secureSite: SecureSiteOptions | undefined
  projectId: string
  metadata: DappMetadata | undefined
  /** The first EVM network: where the embedded wallet starts. */
  network: CaipNetwork | undefined
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  storage: Omit<LoginCache, 'loginEmail'>
  theme: () => FrameThemePayload
  onSmartAccountEnabledNetworks: (chainIds: number[]) => void
}

/** The login email only matters while the page lives, so it is kept in memory. */
function memoryValue<T>(): StoredValue<T> {
  let value: T | undefined
  return {
    get: () => value,
    set: (next) => {
      value = next
    },
    remove: () => {
      value = undefined
    },
  }
}

/** The auth connector when the app gave a secure site and has an EVM network, else undefined. */
export function authConnectorOf(deps: AuthWiringDeps): AuthConnector | undefined {
  const { secureSite, network } = deps
  if (!secureSite || !network) return undefined
  return createAuthConnector({
    frameUrl: secureSite.frameUrl,
    projectId: deps.projectId,
    network,
    findNetwork: deps.findNetwork,
    document: secureSite.document,
    window: secureSite.window,
    cache: { ...deps.storage, loginEmail: memoryValue<string>() },
    dappData: () => ({
      metadata: deps.metadata,
      projectId: deps.projectId,
      sdkVersion: PORTICO_VERSION,
      sdkType: 'portico',
    }),
    theme: deps.theme,
    onSmartAccountEnabledNetworks: deps.onSmartAccountEnabledNetworks,
  })
}
