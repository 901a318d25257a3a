import type { IncomingMessage } from 'node:http'
import { jsonError, readJson, type JsonReply } from '../http/json-http.js'
import { checkEmailStart, checkEmailVerify, checkRpc, type Checked } from './api-bodies.js'
import type { EmailLogin, Session } from './email-login.js'
import type { WalletStore } from './wallet-store.js'
import { RpcRefused } from './rpc-refused.js'
import { runWalletRpc } from './wallet-rpc.js'

export interface SiteApiDeps {
  login: EmailLogin
  wallets: WalletStore
  /** RPC URL per CAIP-2 chain id. */
  chains: Record<string, string>
}

const bearerToken = (request: IncomingMessage): string | undefined => {
  const header = request.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

async function checkedBody<T>(
  request: IncomingMessage,
  check: (value: unknown) => Checked<T>,
): Promise<{ parsed: T } | JsonReply> {
  const json = await readJson(request)
  if (!('value' in json)) return json
  const checked = check(json.value)
  return checked.ok ? { parsed: checked.value } : jsonError(400, `Invalid body: ${checked.issue}`)
}

/**
 * The secure site's same-origin API, called only by the frame app: email login, the signed-in
 * user, and RPC through the embedded wallet. Everything after login needs `Authorization: Bearer`.
 */
export function createSiteApi(deps: SiteApiDeps) {
  const { login, wallets, chains } = deps

  const userOf = (session: Session) => ({
    email: session.email,
    address: wallets.walletOf(session.email).address,
  })

  const authenticated = (
    request: IncomingMessage,
  ): { session: Session; token: string } | JsonReply => {
    const token = bearerToken(request)
    const session = token === undefined ? undefined : login.session(token)
    if (token === undefined || session === undefined) {
      return jsonError(401, 'Sign in first: a valid Bearer session token is required')
    }
    return { session, token }
  }

  const rpc = async (request: IncomingMessage, session: Session): Promise<JsonReply> => {
    const checked = await checkedBody(request, checkRpc)
    if (!('parsed' in checked)) return checked
    const body = checked.parsed
    const rpcUrl = chains[body.chainId]
    if (rpcUrl === undefined) return jsonError(400, `Chain ${body.chainId} is not served here`)
    try {
      const result = await runWalletRpc(wallets.walletOf(session.email), rpcUrl, body)
      return { status: 200, body: { result } }
    } catch (error) {
      if (error instanceof RpcRefused) return jsonError(422, error.message)
      throw error
    }
  }

  /** The reply for an /api route, or undefined when the route is not the API's. */
  const handle = async (
    request: IncomingMessage,
    route: string,
  ): Promise<JsonReply | undefined> => {
    switch (route) {
      case 'GET /api/chains':
        return { status: 200, body: { chains: Object.keys(chains) } }
      case 'POST /api/email/start': {
        const checked = await checkedBody(request, checkEmailStart)
        if (!('parsed' in checked)) return checked
        await login.start(checked.parsed.email)
        return { status: 200, body: { action: 'VERIFY_OTP' } }
      }
      case 'POST /api/email/verify': {
        const checked = await checkedBody(request, checkEmailVerify)
        if (!('parsed' in checked)) return checked
        const { email, otp } = checked.parsed
        const verified = login.verify(email, otp)
        if ('refused' in verified) return jsonError(401, verified.refused)
        return { status: 200, body: { token: verified.token, ...userOf({ email }) } }
      }
      case 'GET /api/session': {
        const auth = authenticated(request)
        return 'session' in auth ? { status: 200, body: userOf(auth.session) } : auth
      }
      case 'POST /api/sign-out': {
        const auth = authenticated(request)
        if (!('session' in auth)) return auth
        login.signOut(auth.token)
        return { status: 204 }
      }
      case 'POST /api/rpc': {
        const auth = authenticated(request)
        return 'session' in auth ? rpc(request, auth.session) : auth
      }
      default:
        return route.includes(' /api/')
          ? jsonError(404, `No secure site route ${route}`)
          : undefined
    }
  }

  return { handle }
}
