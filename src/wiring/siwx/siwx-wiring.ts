import type { SiwxConfig } from '../../controllers/options.js'
import type { SiwxAppInfo } from '../../controllers/siwx.js'
import type { SiwxSessionStore } from '../../core/siwx-session-store.js'

/** The app's SIWX handling as the session store the SIWX controller reads and writes. */
export function sessionStoreOf(config: SiwxConfig): SiwxSessionStore {
  return {
    addSession: (session) => config.addSession(session),
    getSessions: (chainId, address) => config.getSessions(chainId, address),
    revoke: (chainId, address) => config.revokeSession(chainId, address),
  }
}

/** Without a page or app URL the devnet's local origin stands in, so messages stay well formed. */
export const FALLBACK_APP_URI = 'http://localhost/'

/** The domain and URI every SIWX message names: the page's, else the app's metadata URL. */
export function siwxAppInfo(
  pageUrl: string | undefined,
  metadataUrl: string | undefined,
): SiwxAppInfo {
  const uri = pageUrl ?? metadataUrl ?? FALLBACK_APP_URI
  return { domain: new URL(uri).host, uri }
}
