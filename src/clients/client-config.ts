import { PORTICO_VERSION } from '../core/version.js'

export interface ClientConfig {
  /** The service's origin, e.g. http://127.0.0.1:4100 on the devnet. */
  baseUrl: string
  projectId: string
  /** SDK type and version, sent as st and sv on every call. */
  sdkType?: string
  sdkVersion?: string
  /** Defaults to globalThis.fetch. */
  fetch?: typeof globalThis.fetch
}

/** The query parameters every API call carries (spec section 7: projectId, st and sv). */
export const commonQueryOf = (config: ClientConfig): Record<string, string> => ({
  projectId: config.projectId,
  st: config.sdkType ?? 'portico',
  sv: config.sdkVersion ?? `portico-js-${PORTICO_VERSION}`,
})
