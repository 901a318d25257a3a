import type { PayloadOf } from './frame-protocol.js'
import type { FrameRequester } from './secure-frame.js'

export interface FrameInitializerDeps {
  dappData: () => PayloadOf<'APP_SYNC_DAPP_DATA'>
  theme: () => PayloadOf<'APP_SYNC_THEME'>
  onSmartAccountEnabledNetworks: (chainIds: number[]) => void
}

/**
 * The init hook for createSecureFrame: syncs app metadata and theme and fetches the
 * smart-account-enabled networks, all three at once; the frame is initialized when all have
 * answered.
 */
export function createFrameInitializer(deps: FrameInitializerDeps) {
  return async (frame: FrameRequester): Promise<void> => {
    const [, , networks] = await Promise.all([
      frame.request('APP_SYNC_DAPP_DATA', deps.dappData()),
      frame.request('APP_SYNC_THEME', deps.theme()),
      frame.request('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
    ])
    deps.onSmartAccountEnabledNetworks(networks.smartAccountEnabledNetworks)
  }
}
