import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Address } from 'viem'
import { jsonError, sendJson } from '../http/json-http.js'
import type { FaultBoard } from '../faults/fault-board.js'
import { listen } from '../http/listen.js'
import { createAccountSecurityRoutes } from './account-security-routes.js'
import { ACCOUNT_PAGE_CSS } from './account-page-css.js'
import { createEmailLogin } from './email-login.js'
import { createFreshProofs } from './fresh-proofs.js'
import { createPasskeyStore } from './passkey-store.js'
import { createPasskeys } from './passkeys.js'
import { createEmailUpdate } from './email-update.js'
import { createFarcasterLogin } from './farcaster-login.js'
import { bundleAccountApp, bundleFrameApp, serveFrame } from './frame-page.js'
import { createLoginPages } from './login-pages-route.js'
import { DEFAULT_PARENT_ORIGINS } from './parent-origins.js'
import { projectOriginsFromApi, type ProjectOrigins } from './request-binding.js'
import { checkServedNetworks } from './served-networks.js'
import { devnetRoute } from './devnet-routes.js'
import { createRpcHold } from './rpc-hold.js'
import { createSessions } from './sessions.js'
import { createSigningLedger } from './signing-ledger.js'
import { createSiteApi } from './site-api.js'
import { withSiteApiContract } from './site-api-contract.js'
import { createSocialLogin } from './social-login.js'
import { createWalletStore } from './wallet-store.js'

export { SECURE_SITE_VERSION } from './frame-page.js'

/** The account pages the modal shows in a visible frame (account-page-app.ts). */
const ACCOUNT_PAGE_ROUTES = new Set([
  'GET /account/export',
  'GET /account/passkeys',
  'GET /account/sessions',
  'GET /account/passkey-login',
])

export interface StartSecureSiteOptions {
  /** 0 picks a free port. */
  port: number
  /** The devnet mailbox the email codes are delivered to. */
  mailboxUrl: string
  /** RPC URL per CAIP-2 chain id, e.g. { 'eip155:1': 'http://127.0.0.1:8545' }. */
  chains: Record<string, string>
  /**
   * CAIP-2 chain id -> the chain's BatchExecutor (devnet/evm): the embedded wallets send batches
   * there atomically, by an EIP-7702 delegation to it. A chain without one has no atomic batches.
   */
  batchExecutors?: Record<string, Address>
  /** Where wallets.json (one private key per email) is kept. */
  stateDir: string
  /**
   * The Project API whose allowed-origins route (getAllowedOrigins) names, per project, the pages
   * that may embed the frame and call the API. Without it every project allows
   * `allowedParentOrigins`.
   */
  projectApiUrl?: string
  /** Without a Project API: the origins every project allows (a pattern may end in :*). */
  allowedParentOrigins?: string[]
  /** How long one Farcaster wait is held open before the frame asks again (default 20 s). */
  farcasterWaitMs?: number
  /**
   * The loopback name the site is addressed by (default 127.0.0.1). A browser makes passkeys
   * only for a domain, never an IP address: 'localhost' lets the site's pages use WebAuthn.
   */
  hostName?: '127.0.0.1' | 'localhost'
  /** The devnet's fault switches: `secure-site` `unreachable` and `silent` (devnet/faults). */
  faults?: FaultBoard
  log?: (line: string) => void
}

export interface SecureSiteDevnet {
  url: string
  /** The iframe page, for createIframeTransport's `url`. */
  frameUrl: string
  close: () => Promise<void>
}

/** Resolves at once, or once the secure site's `silent` switch is off. */
function whileSilent(board: FaultBoard): Promise<void> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      if (board.active('secure-site', 'silent')) return false
      unsubscribe()
      resolve()
      return true
    }
    const unsubscribe = board.onChange(check)
    check()
  })
}

/** `purpose` names the code in the mail: a 'login' or an 'email change' code. */
async function deliverCode(
  mailboxUrl: string,
  email: string,
  code: string,
  purpose = 'login',
): Promise<void> {
  const response = await fetch(`${mailboxUrl}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      to: email,
      subject: `Your Portico ${purpose} code`,
      text: `Your Portico ${purpose} code is ${code}. It expires in 10 minutes.`,
    }),
  })
  if (!response.ok) {
    throw new Error(`The mailbox refused the ${purpose} code (HTTP ${String(response.status)})`)
  }
}

/**
 * The secure site: the frame side of the secure login iframe, on its own origin. GET /frame is the
 * iframe page; its app talks to the page by postMessage and to this server by /api/*, where the
 * embedded wallets' keys stay.
 */
export async function startSecureSite(options: StartSecureSiteOptions): Promise<SecureSiteDevnet> {
  checkServedNetworks(options.chains)
  const fixedOrigins = options.allowedParentOrigins ?? [...DEFAULT_PARENT_ORIGINS]
  const projectOrigins: ProjectOrigins =
    options.projectApiUrl === undefined
      ? () => Promise.resolve(fixedOrigins)
      : projectOriginsFromApi(options.projectApiUrl)
  const script = await bundleFrameApp()
  const accountScript = await bundleAccountApp()
  const sessions = createSessions()
  const social = createSocialLogin({ sessions })
  // The site's URL is known once it listens; no request can arrive before that.
  let siteUrl = ''
  const wallets = createWalletStore(join(options.stateDir, 'wallets.json'))
  const hold = createRpcHold()
  const ledger = createSigningLedger()
  const passkeyStore = createPasskeyStore(join(options.stateDir, 'passkeys.json'))
  const proofs = createFreshProofs()
  const accountSecurity = createAccountSecurityRoutes({
    passkeys: createPasskeys({ store: passkeyStore, origin: () => siteUrl }),
    passkeyStore,
    proofs,
    sessions,
    wallets,
    deliver: (email, code) => deliverCode(options.mailboxUrl, email, code, 'confirmation'),
  })
  const api = createSiteApi({
    accountSecurity,
    proofs,
    passkeyStore,
    hold,
    ledger,
    sessions,
    email: createEmailLogin({
      sessions,
      deliver: (email, code) => deliverCode(options.mailboxUrl, email, code),
    }),
    emailUpdate: createEmailUpdate({
      sessions,
      wallets,
      deliver: (email, code) => deliverCode(options.mailboxUrl, email, code, 'email change'),
    }),
    social,
    farcaster: createFarcasterLogin({ sessions }),
    wallets,
    chains: options.chains,
    ...(options.batchExecutors ? { batchExecutors: options.batchExecutors } : {}),
    origin: () => siteUrl,
    projectOrigins,
    ...(options.log ? { log: options.log } : {}),
    ...(options.farcasterWaitMs === undefined ? {} : { farcasterWaitMs: options.farcasterWaitMs }),
  })
  const loginPages = await createLoginPages(social)

  const serve = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const route = `${request.method ?? 'GET'} ${url.pathname}`
    if (options.faults && !url.pathname.startsWith('/devnet/')) {
      if (options.faults.active('secure-site', 'unreachable')) {
        request.socket.destroy()
        return
      }
      if (url.pathname.startsWith('/api/')) await whileSilent(options.faults)
    }
    if (route === 'GET /frame') {
      await serveFrame(request, url, response, projectOrigins)
      return
    }
    if (ACCOUNT_PAGE_ROUTES.has(route)) {
      await serveFrame(request, url, response, projectOrigins, 'account')
      return
    }
    if (route === 'GET /frame.js' || route === 'GET /account.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(route === 'GET /frame.js' ? script : accountScript)
      return
    }
    if (route === 'GET /account.css') {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' })
      response.end(ACCOUNT_PAGE_CSS)
      return
    }
    if (loginPages.serve(route, url, response)) return
    const reply = url.pathname.startsWith('/api/')
      ? await withSiteApiContract(request, url, () => api.handle(request, route))
      : await devnetRoute(request, route, url, { hold, ledger, sessions, wallets })
    if (reply === undefined) sendJson(response, jsonError(404, `No secure site route ${route}`))
    else sendJson(response, reply)
  }

  // Same-origin only (no CORS): the API is for the frame app, whose session holds the keys.
  const server = await listen('Secure site', options.port, serve, {
    cors: false,
    ...(options.log ? { log: options.log } : {}),
  })
  siteUrl = server.url.replace('//127.0.0.1:', `//${options.hostName ?? '127.0.0.1'}:`)
  options.log?.(`secure site: ${siteUrl}/frame`)
  return { url: siteUrl, frameUrl: `${siteUrl}/frame`, close: server.close }
}
