import { PORTICO_VERSION } from '../core/version.js'

/** Where an API client sends its calls and what it adds to every one. */
export interface ClientConfig {
  /** The service's origin, e.g. http://127.0.0.1:4100 on the devnet. */
  baseUrl: string
  /** The project's id, sent as projectId on every call. */
  projectId: string
  /** SDK type and version, sent as st and sv on every call. */
  sdkType?: string
  /** The SDK version sent as sv (the package version by default). */
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
