/**
 * Coded errors (spec §8 table), the SDK error wrapper and the server-reply mapping.
 *
 * Each table row reads "Title (detail)". The title is the display message the user sees; the
 * parenthesised part is kept as `description` for logs and reports, not shown, because the rules
 * (ERR-53, ERR-60) quote only the title as what the code displays.
 */
import { PorticoError } from './portico-error.js'

export type CodedErrorSeverity = 'error' | 'warning'

/** A coded error of the catalogue: its code, message and severity. */
export interface CodedErrorInfo {
  /** The catalogue's code, e.g. 'APKT006'. */
  readonly code: string
  /** The message shown to the visitor. */
  readonly displayMessage: string
  /** More about the cause, when the catalogue gives it. */
  readonly description?: string
  /** An error or a warning. */
  readonly severity: CodedErrorSeverity
}

/** The catalogue's coded errors, by key. */
export const CODED_ERRORS = {
  NETWORK_NOT_FOUND: { code: 'APKT001', displayMessage: 'Network Not Found', severity: 'error' },
  INVALID_APP_CONFIGURATION: {
    code: 'APKT002',
    displayMessage: 'Invalid App Configuration',
    description: 'origin not allowed',
    severity: 'error',
  },
  WALLET_LOAD_FAILED: {
    code: 'APKT003',
    displayMessage: 'Network Error: Wallet Load Failed',
    severity: 'error',
  },
  WALLET_REQUEST_TIMEOUT: {
    code: 'APKT004',
    displayMessage: 'Wallet Request Timeout',
    severity: 'error',
  },
  UNVERIFIED_DOMAIN: { code: 'APKT005', displayMessage: 'Unverified Domain', severity: 'error' },
  SESSION_EXPIRED: { code: 'APKT006', displayMessage: 'Session Expired', severity: 'error' },
  INVALID_PROJECT_ID: { code: 'APKT007', displayMessage: 'Invalid Project ID', severity: 'error' },
  PROJECT_ID_MISSING: { code: 'APKT008', displayMessage: 'Project ID Missing', severity: 'error' },
  APP_CONFIGURATION_SERVER_ERROR: {
    code: 'APKT009',
    displayMessage: 'Server Error',
    description: 'app configuration fetch failed',
    severity: 'error',
  },
  RATE_LIMITED: { code: 'APKT010', displayMessage: 'Rate Limited', severity: 'error' },
  INACTIVE_NAMESPACE_NOT_CONNECTED: {
    code: 'APKTW001',
    displayMessage: 'Inactive Namespace Not Connected',
    severity: 'warning',
  },
  INVALID_EMAIL_ADDRESS: {
    code: 'APKTW002',
    displayMessage: 'Invalid Email Address',
    severity: 'warning',
  },
} as const satisfies Record<string, CodedErrorInfo>

/** A key of CODED_ERRORS. */
export type CodedErrorKey = keyof typeof CODED_ERRORS
/** A coded error's code ('APKT001'…). */
export type CodedErrorCode = (typeof CODED_ERRORS)[CodedErrorKey]['code']

/** An error of the spec's coded table (§8): `code` is its APKT code, the message its title. */
export class PorticoCodedError extends PorticoError {
  /** The class name, as logs show it. */
  override readonly name: string = 'PorticoCodedError'
  /** The table's code, e.g. 'APKT006'. */
  declare readonly code: string
  /** The title the visitor sees, the same as `message`. */
  readonly displayMessage: string
  /** The table's parenthesised part, for logs. */
  readonly description: string | undefined
  /** Whether the table calls it an error or a warning. */
  readonly severity: CodedErrorSeverity

  /**
   * @param info - the table's row
   * @param options - the cause
   */
  constructor(info: CodedErrorInfo, options?: { cause?: unknown }) {
    super(info.displayMessage, {
      code: info.code,
      details: info.description,
      cause: options?.cause,
    })
    this.displayMessage = info.displayMessage
    this.description = info.description
    this.severity = info.severity
  }
}

/** The coded error of the key, as a PorticoCodedError, with its cause. */
export function codedError(key: CodedErrorKey, cause?: unknown): PorticoCodedError {
  return new PorticoCodedError(CODED_ERRORS[key], cause === undefined ? undefined : { cause })
}

export const SERVER_REPLIES = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const

/**
 * The spec lists the replies but not their codes (ERR-64..66), so each target is chosen from the
 * table: an origin refusal is the "origin not allowed" row (APKT002); an invalid key means the
 * project id is wrong (APKT007); a JWT that is "not yet valid" is a session token the server will
 * not accept, and the only session row of the table is APKT006 'Session Expired', whose message
 * also tells the user the right remedy (sign in again).
 */
const SERVER_REPLY_CODES: readonly (readonly [string, CodedErrorKey])[] = [
  [SERVER_REPLIES.originNotAllowed, 'INVALID_APP_CONFIGURATION'],
  [SERVER_REPLIES.invalidKey, 'INVALID_PROJECT_ID'],
  [SERVER_REPLIES.jwtNotYetValid, 'SESSION_EXPIRED'],
]

/**
 * Maps a server reply to its coded error, or undefined for any other reply. Replies are matched
 * as substrings because the frame forwards them inside longer messages (e.g. "Error: ...").
 */
export function codedErrorForServerReply(reply: string): PorticoCodedError | undefined {
  const match = SERVER_REPLY_CODES.find(([text]) => reply.includes(text))
  return match ? codedError(match[1], reply) : undefined
}

/** RATE_LIMITED and SERVER_ERROR are raised by the origins fetch (ERR-43, ERR-44). */
export type SdkErrorCategory = 'INTERNAL_SDK_ERROR' | 'RATE_LIMITED' | 'SERVER_ERROR'

export const DEFAULT_SDK_ERROR_CATEGORY = 'INTERNAL_SDK_ERROR' satisfies SdkErrorCategory

/** Anything that went wrong inside Portico, wrapped for reporting with its category. */
export class SdkError extends PorticoError {
  /** The class name, as logs show it. */
  override readonly name: string = 'SdkError'
  /** What kind of failure it was, for reporting. */
  readonly category: SdkErrorCategory

  /**
   * @param message - the wrapped error's message
   * @param category - what kind of failure it was
   * @param options - the wrapped error
   */
  constructor(message: string, category: SdkErrorCategory, options?: { cause?: unknown }) {
    super(message, { cause: options?.cause })
    this.category = category
  }
}

const UNKNOWN_ERROR_MESSAGE = 'Unknown error'

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return UNKNOWN_ERROR_MESSAGE
}

/**
 * Wraps anything thrown inside the SDK so reporting sees one shape. An SdkError passes through
 * unchanged, so an error wrapped deep inside keeps the category it was first given.
 */
export function wrapSdkError(
  error: unknown,
  category: SdkErrorCategory = DEFAULT_SDK_ERROR_CATEGORY,
): SdkError {
  if (error instanceof SdkError) return error
  return new SdkError(messageOf(error), category, { cause: error })
}
