import { CONNECTION_ERRORS, ConnectionError } from '../core/connection-errors.js'
import type { Connection } from '../core/connector.js'
import { internalsOf } from '../instance/internal-handle.js'
import type { Portico } from '../instance/public-portico.js'

/**
 * What follows the email: `VERIFY_OTP`, enter the mailed code; `VERIFY_DEVICE`, the visitor
 * approves this device from the email first; `CONNECT`, the secure site signed the visitor in
 * without either.
 */
export type EmailCodeStep = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

const authOf = (portico: Portico) => {
  const { auth } = internalsOf(portico)
  if (!auth) throw new ConnectionError(CONNECTION_ERRORS.noAuthConnector)
  return auth
}

/**
 * Email login, step one: the secure site mails a six-digit code to `email`. Resolves with the
 * next step. Rejects with a ConnectionError when the instance has no `secureSite`, or with the
 * secure site's error (an invalid email, a cooldown).
 */
export async function sendEmailCode(portico: Portico, email: string): Promise<EmailCodeStep> {
  return authOf(portico).sendEmailCode(email)
}

/**
 * Email login, step two: checks the mailed code (none after `VERIFY_DEVICE` or `CONNECT`) and
 * connects the embedded wallet (eip155). Resolves with the connection; rejects with the secure
 * site's error for a wrong or expired code.
 */
export async function verifyEmailCode(
  portico: Portico,
  code?: string,
): Promise<Connection | undefined> {
  if (code !== undefined) await authOf(portico).verifyOtp(code)
  return internalsOf(portico).connections.connect('eip155', { method: 'email' })
}
