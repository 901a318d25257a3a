import type { InjectedTarget } from '../connectors/injected.js'
import type { WalletConnectOptions } from '../connectors/walletconnect.js'
import type { PageHideTargets } from '../controllers/events.js'
import type { OnRampProvider } from '../controllers/onramp.js'
import type { PorticoOptions } from '../controllers/options.js'
import type { StorageOptions } from '../core/storage.js'
import type { AnalyticsOptions } from './analytics-consent.js'
import type { ApiUrls } from './api-clients.js'
import type { SecureSiteOptions } from './auth/auth-wiring.js'
import type { StorageEventTarget } from './session/cross-tab-connections.js'
import type { LoadState } from './session/wallets-announced.js'

/** The parts of `window` Portico uses: page-hide events, the page URL, injected wallets. */
export type PorticoWindow = PageHideTargets['window'] &
  InjectedTarget &
  StorageEventTarget & {
    location: { href: string }
    /** The visitor's languages choose the modal's when the app sets no `locale`. */
    navigator?: { readonly languages?: readonly string[] }
  }

/** What `createPortico` takes: the modal's options, the services it may reach and the page. */
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
  /** The fetch every service request goes through; the global one unless given. */
  fetch?: typeof globalThis.fetch
  /** Sends the last analytics as the page hides (`navigator.sendBeacon` in a browser). */
  sendBeacon?: (url: string, data: string) => boolean
  /** The secure site hosting the embedded wallet; email login is offered only with it. */
  secureSite?: SecureSiteOptions
  /**
   * WalletConnect's relay. Without it WalletConnect is not offered; with it the WalletConnect
   * client loads through `import()` only when a visitor picks it (or a stored session is restored).
   */
  walletConnect?: WalletConnectOptions
  /** On-ramp providers the app offers besides the project's own. */
  onRampProviders?: readonly OnRampProvider[]
  /** `{ consent: 'required' }` sends no analytics until `setAnalyticsConsent(true)`. */
  analytics?: AnalyticsOptions
  /**
   * No network request at all (configuration, registry, images, balances) until the modal first
   * opens or the app calls `initialize()`; the React provider then does not start it.
   */
  deferRequests?: boolean
  /** Hears what failed without stopping Portico (a fetch, a frame step); `console.warn` by default. */
  warn?: (message: string, error: unknown) => void
}
