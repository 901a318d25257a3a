import type { components as SecureSiteApi } from '../../generated/secure-site-api/types.js'
import { isEmailAddress, MAX_ADDRESS } from '../mailbox/mail-message.js'
import {
  accountIsEmail,
  isSocialProvider,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './login-identity.js'

/**
 * The secure site's request bodies as its routes take them: the shapes come from
 * specs/secure-site-api.yaml (the contract gate checks them first); what is checked here is what a
 * schema cannot say (a deliverable address, a known social account) and the normal form the routes
 * use (a trimmed, lower-case email, the params list).
 */

type Schemas = SecureSiteApi['schemas']

export type Checked<T> = { ok: true; value: T } | { ok: false; issue: string }

export type EmailStartBody = Schemas['EmailBody']

export type EmailVerifyBody = Schemas['EmailCodeBody']

/** The RPC body with its params list made explicit (the contract lets a call leave it out). */
export type RpcBody = Schemas['RpcBody'] & { params: unknown[] }

export const failed = (issue: string): Checked<never> => ({ ok: false, issue })

function fieldsOf(value: unknown, allowed: readonly string[]): Checked<Map<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return failed(`the body must be a JSON object with ${allowed.join(', ')}`)
  }
  const fields = new Map<string, unknown>(Object.entries(value))
  const extra = [...fields.keys()].find((name) => !allowed.includes(name))
  return extra === undefined ? { ok: true, value: fields } : failed(`${extra} is not allowed`)
}

function emailOf(fields: Map<string, unknown>): Checked<string> {
  const email = fields.get('email')
  if (typeof email !== 'string' || !isEmailAddress(email)) {
    return failed('email must be an email address')
  }
  // The mailbox takes no longer address (RFC 5321's limit), so it must not reach delivery.
  if (email.trim().length > MAX_ADDRESS) {
    return failed(`email is longer than ${String(MAX_ADDRESS)} characters`)
  }
  return { ok: true, value: email.trim().toLowerCase() }
}

export function checkEmailStart(value: unknown): Checked<EmailStartBody> {
  const fields = fieldsOf(value, ['email'])
  if (!fields.ok) return fields
  const email = emailOf(fields.value)
  return email.ok ? { ok: true, value: { email: email.value } } : email
}

function otpOf(fields: Map<string, unknown>): Checked<string> {
  const otp = fields.get('otp')
  return typeof otp === 'string' && /^\d{6}$/.test(otp)
    ? { ok: true, value: otp }
    : failed('otp must be 6 digits')
}

export function checkEmailVerify(value: unknown): Checked<EmailVerifyBody> {
  const fields = fieldsOf(value, ['email', 'otp'])
  if (!fields.ok) return fields
  const email = emailOf(fields.value)
  if (!email.ok) return email
  const otp = otpOf(fields.value)
  return otp.ok ? { ok: true, value: { email: email.value, otp: otp.value } } : otp
}

/** The body of an email change's code steps. */
export function checkOtp(value: unknown): Checked<{ otp: string }> {
  const fields = fieldsOf(value, ['otp'])
  if (!fields.ok) return fields
  const otp = otpOf(fields.value)
  return otp.ok ? { ok: true, value: { otp: otp.value } } : otp
}

const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

export function checkRpc(value: unknown): Checked<RpcBody> {
  const fields = fieldsOf(value, ['chainId', 'method', 'params', 'requestId'])
  if (!fields.ok) return fields
  const requestId = fields.value.get('requestId')
  if (requestId !== undefined && (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))) {
    return failed('requestId must be 8 to 64 letters, digits or dashes')
  }
  const chainId = fields.value.get('chainId')
  if (typeof chainId !== 'string' || !CAIP2_PATTERN.test(chainId)) {
    return failed('chainId must be a CAIP-2 network id such as eip155:1')
  }
  const method = fields.value.get('method')
  if (typeof method !== 'string' || method === '') return failed('method must be a string')
  const params = fields.value.get('params') ?? []
  if (!Array.isArray(params)) return failed('params must be an array')
  return {
    ok: true,
    value: { chainId, method, params, ...(requestId === undefined ? {} : { requestId }) },
  }
}

/** The body of POST /api/handle: the handle the host page was given. */
export function checkHandle(value: unknown): Checked<{ handle: string }> {
  const fields = fieldsOf(value, ['handle'])
  if (!fields.ok) return fields
  const handle = fields.value.get('handle')
  return typeof handle === 'string' && /^[0-9a-f]{64}$/.test(handle)
    ? { ok: true, value: { handle } }
    : failed('handle must be 64 hex digits')
}

const REQUEST_ID = /^[-a-zA-Z0-9]{8,64}$/

/** The requests a frame aborts (APP_RPC_ABORT): its own ids, as sent with each RPC. */
export function checkRpcAbort(value: unknown): Checked<{ requestIds: string[] }> {
  const fields = fieldsOf(value, ['requestIds'])
  if (!fields.ok) return fields
  const ids = fields.value.get('requestIds')
  if (!Array.isArray(ids) || ids.length > 100) return failed('requestIds must be a list')
  const requestIds = ids.filter((id): id is string => typeof id === 'string' && REQUEST_ID.test(id))
  return requestIds.length === ids.length
    ? { ok: true, value: { requestIds } }
    : failed('requestIds must be 8 to 64 letters, digits or dashes each')
}

export type SocialStartBody = Schemas['SocialStartBody']

export type SocialGrantBody = Schemas['SocialGrantBody']

export type ResultUriBody = Schemas['SocialExchangeBody']

export type FarcasterApproveBody = Schemas['FarcasterApproveBody']

export type ChannelBody = Schemas['ChannelBody']

const TOKEN_PATTERN = /^[0-9a-f]{32}$/
/** User names as the social providers and Farcaster allow them, less anything exotic. */
const USER_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/

function tokenField(fields: Map<string, unknown>, name: string): Checked<string> {
  const value = fields.get(name)
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
    ? { ok: true, value }
    : failed(`${name} must be the 32 hex digits the site handed out`)
}

export function checkSocialStart(value: unknown): Checked<SocialStartBody> {
  const fields = fieldsOf(value, ['provider', 'openerOrigin', 'returnTo'])
  if (!fields.ok) return fields
  const provider = fields.value.get('provider')
  if (!isSocialProvider(provider)) {
    return failed(`provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`)
  }
  const openerOrigin = fields.value.get('openerOrigin')
  if (typeof openerOrigin !== 'string' || !URL.canParse(openerOrigin)) {
    return failed('openerOrigin must be an origin such as http://127.0.0.1:5173')
  }
  if (new URL(openerOrigin).origin !== openerOrigin) {
    return failed('openerOrigin must be an origin, with no path')
  }
  const returnTo = fields.value.get('returnTo')
  if (returnTo === undefined) return { ok: true, value: { provider, openerOrigin } }
  if (typeof returnTo !== 'string' || !URL.canParse(returnTo)) {
    return failed('returnTo must be the address of the page that starts the login')
  }
  if (new URL(returnTo).origin !== openerOrigin) {
    return failed('returnTo must be a page of openerOrigin')
  }
  return { ok: true, value: { provider, openerOrigin, returnTo } }
}

export function checkSocialGrant(value: unknown): Checked<SocialGrantBody> {
  const fields = fieldsOf(value, ['state', 'account'])
  if (!fields.ok) return fields
  const state = tokenField(fields.value, 'state')
  if (!state.ok) return state
  const account = fields.value.get('account')
  if (typeof account !== 'string' || account.trim() === '') return failed('account is required')
  return { ok: true, value: { state: state.value, account: account.trim() } }
}

/** The account a provider signs in with: an email address, or a user name. */
export function checkSocialAccount(provider: SocialProvider, account: string): Checked<string> {
  if (accountIsEmail(provider)) {
    return isEmailAddress(account) && account.length <= MAX_ADDRESS
      ? { ok: true, value: account.toLowerCase() }
      : failed('account must be an email address')
  }
  return USER_NAME_PATTERN.test(account)
    ? { ok: true, value: account }
    : failed('account must be a user name of letters, digits, _ . or -')
}

export function checkResultUri(value: unknown): Checked<ResultUriBody> {
  const fields = fieldsOf(value, ['resultUri'])
  if (!fields.ok) return fields
  const resultUri = fields.value.get('resultUri')
  if (typeof resultUri !== 'string' || !URL.canParse(resultUri)) {
    return failed('resultUri must be the URI the login popup reported')
  }
  return { ok: true, value: { resultUri } }
}

export function checkFarcasterApprove(value: unknown): Checked<FarcasterApproveBody> {
  const fields = fieldsOf(value, ['channel', 'userName'])
  if (!fields.ok) return fields
  const channel = tokenField(fields.value, 'channel')
  if (!channel.ok) return channel
  const userName = fields.value.get('userName')
  if (typeof userName !== 'string' || !USER_NAME_PATTERN.test(userName)) {
    return failed('userName must be letters, digits, _ . or -, at most 64')
  }
  return { ok: true, value: { channel: channel.value, userName } }
}

export function checkChannel(value: unknown): Checked<ChannelBody> {
  const fields = fieldsOf(value, ['channel'])
  if (!fields.ok) return fields
  const channel = tokenField(fields.value, 'channel')
  return channel.ok ? { ok: true, value: { channel: channel.value } } : channel
}
