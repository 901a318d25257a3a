import { isEmailAddress, MAX_ADDRESS } from '../mailbox/mail-message.js'

/** The bodies of the secure site's own API, checked by hand: a devnet contract, not a product one. */

export type Checked<T> = { ok: true; value: T } | { ok: false; issue: string }

export interface EmailStartBody {
  email: string
}

export interface EmailVerifyBody {
  email: string
  otp: string
}

export interface RpcBody {
  /** CAIP-2, e.g. eip155:1. */
  chainId: string
  method: string
  params: unknown[]
}

const failed = (issue: string): Checked<never> => ({ ok: false, issue })

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

export function checkEmailVerify(value: unknown): Checked<EmailVerifyBody> {
  const fields = fieldsOf(value, ['email', 'otp'])
  if (!fields.ok) return fields
  const email = emailOf(fields.value)
  if (!email.ok) return email
  const otp = fields.value.get('otp')
  if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) return failed('otp must be 6 digits')
  return { ok: true, value: { email: email.value, otp } }
}

const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

export function checkRpc(value: unknown): Checked<RpcBody> {
  const fields = fieldsOf(value, ['chainId', 'method', 'params'])
  if (!fields.ok) return fields
  const chainId = fields.value.get('chainId')
  if (typeof chainId !== 'string' || !CAIP2_PATTERN.test(chainId)) {
    return failed('chainId must be a CAIP-2 network id such as eip155:1')
  }
  const method = fields.value.get('method')
  if (typeof method !== 'string' || method === '') return failed('method must be a string')
  const params = fields.value.get('params') ?? []
  if (!Array.isArray(params)) return failed('params must be an array')
  return { ok: true, value: { chainId, method, params } }
}
