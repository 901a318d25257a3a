/** What the secure site posts: one email to one address. Devnet-only, not a product contract. */
export interface Delivery {
  to: string
  subject: string
  text: string
}

export interface MailMessage extends Delivery {
  id: string
  /** ISO 8601. */
  receivedAt: string
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issue: string }

const failed = (issue: string): Checked<never> => ({ ok: false, issue })

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/
export const MAX_ADDRESS = 254
const MAX_SUBJECT = 200
const MAX_TEXT = 10_000

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

/** Addresses are compared as mail servers treat them in practice: trimmed, case-insensitive. */
export const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase()

function stringField(fields: Map<string, unknown>, name: string, max: number): Checked<string> {
  const value = fields.get(name)
  if (typeof value !== 'string') return failed(`${name} must be a string`)
  if (value.length > max) return failed(`${name} is longer than ${max} characters`)
  return { ok: true, value }
}

/** Checks a delivery request: exactly to, subject and text, with `to` an email address. */
export function checkDelivery(value: unknown): Checked<Delivery> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return failed('the body must be a JSON object with to, subject and text')
  const fields = new Map<string, unknown>(Object.entries(value))
  const extra = [...fields.keys()].find((name) => !['to', 'subject', 'text'].includes(name))
  if (extra !== undefined) return failed(`${extra} is not allowed`)
  const to = stringField(fields, 'to', MAX_ADDRESS)
  if (!to.ok) return to
  if (!isEmailAddress(to.value)) return failed('to must be an email address')
  const subject = stringField(fields, 'subject', MAX_SUBJECT)
  if (!subject.ok) return subject
  const text = stringField(fields, 'text', MAX_TEXT)
  if (!text.ok) return text
  if (text.value.trim() === '') return failed('text must not be empty')
  return { ok: true, value: { to: to.value.trim(), subject: subject.value, text: text.value } }
}
