/**
 * On a phone, each request on the session opens the wallet app that was chosen for it
 * (ContinueInWalletApp), so the visitor is taken to where they approve it. UniversalProvider
 * 2.21.8's sign client would open it with its own `window.open`, which a host app's webview
 * (Telegram, Farcaster) may drop; so Portico keeps the choice under its own key, the client finds
 * none under its key and opens nothing, and the link is opened here through the host's opener
 * when there is one. Relied on in the sign client: its public `session_request_sent` event (the
 * request's id and topic, emitted once the request is published) and its deep-link key.
 */
import {
  chosenWalletApp,
  forgetWalletAppForRequests,
  openWalletApp,
  walletAppRequestLink,
  type WalletAppOpening,
} from './wallet-app-link.js'

/** What is used of the sign client: its events and its own storage. */
export interface RequestSender {
  on(
    event: 'session_request_sent',
    listener: (request: { id: number; topic: string; request?: { method?: unknown } }) => void,
  ): unknown
  on(event: 'session_delete' | 'session_expire', listener: () => void): unknown
  core: { storage: { removeItem: (key: string) => Promise<void> } }
}

/**
 * Requests a wallet answers without asking the visitor: a capability or asset question, a call
 * status, a chain read. Opening the app for them would pull the visitor out of the dapp for nothing
 * (the balances ask `wallet_getCapabilities` right after connecting).
 */
const ANSWERED_WITHOUT_THE_VISITOR = /^(wallet_get|solana_get|eth_(?!sign|send))/

/** Whether the wallet asks the visitor about this request, so its app is worth opening. */
export const asksTheVisitor = (method: unknown): boolean =>
  typeof method !== 'string' || !ANSWERED_WITHOUT_THE_VISITOR.test(method)

/** Where the sign client looks for the app to open for a request (2.21.8). */
const SIGN_CLIENT_CHOICE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

export interface RequestLinksDeps extends WalletAppOpening {
  /** The page's localStorage; none where reading it throws (a sandboxed frame). */
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined
  /** Whether the visitor is on the page (`document.hasFocus()`). */
  hasFocus: () => boolean
}

/**
 * Opens the chosen wallet app for each request the client sends that the wallet asks the visitor
 * about, and forgets the choice when the
 * session ends. A request sent while the visitor is elsewhere opens nothing, as in the sign
 * client: the browser would block it, and the visitor is not pulled away from another page.
 */
export function openWalletAppForRequests(
  client: RequestSender,
  deps: RequestLinksDeps,
): () => void {
  // A choice kept there by an earlier Portico would have the client open the app a second time.
  try {
    deps.storage?.removeItem(SIGN_CLIENT_CHOICE_KEY)
  } catch {
    // A storage that refuses (a sandboxed frame) kept nothing there either.
  }
  client.core.storage.removeItem(SIGN_CLIENT_CHOICE_KEY).catch((error: unknown) => {
    deps.warn('The sign client kept its wallet app choice', error)
  })
  client.on('session_request_sent', (request) => {
    if (!asksTheVisitor(request.request?.method)) return
    const app = deps.storage && chosenWalletApp(deps.storage)
    if (app && deps.hasFocus()) openWalletApp(walletAppRequestLink(app, request), deps)
  })
  const forget = (): void => {
    if (deps.storage) forgetWalletAppForRequests(deps.storage)
  }
  client.on('session_delete', forget)
  client.on('session_expire', forget)
  return forget
}
