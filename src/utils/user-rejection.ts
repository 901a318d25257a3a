/** Wallet error codes that always mean the user said no (spec §8). */
export const USER_REJECTED_CODES = [5000, 5002] as const
/** EIP-1193's code 4001 counts only with this message, as wallets reuse the code. */
export const USER_REJECTED_REQUEST_CODE = 4001
export const USER_REJECTED_REQUEST_MESSAGE = 'User rejected the request'

const alwaysRejected: readonly number[] = USER_REJECTED_CODES

/**
 * True for an error carrying code 5000 or 5002, or code 4001 whose message contains 'User
 * rejected the request' (viem and most wallets end that sentence with a full stop).
 */
export function isUserRejectedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code: unknown = Reflect.get(error, 'code')
  const message: unknown = Reflect.get(error, 'message')
  if (typeof code !== 'number') return false
  if (alwaysRejected.includes(code)) return true
  return (
    code === USER_REJECTED_REQUEST_CODE &&
    typeof message === 'string' &&
    message.includes(USER_REJECTED_REQUEST_MESSAGE)
  )
}
