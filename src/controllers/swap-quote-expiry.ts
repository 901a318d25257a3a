import { isApiError } from '../../generated/blockchain-api/checks/ApiError.js'
import { HttpStatusError } from '../clients/http-status-error.js'
import { CACHE_LIFETIME_MS } from '../core/constants.js'

/**
 * How long a shown quote is trusted. The spec states no quote lifetime; a quote is shown with its
 * price impact, read from token prices that the spec caches for 15 s (CONST-14), so a quote is
 * fetched again once it is as old as those prices may be.
 */
export const QUOTE_LIFETIME_MS = CACHE_LIFETIME_MS.tokenPrice

/** Shown with the new quote when the one the user accepted had expired (not a spec message). */
export const QUOTE_EXPIRED_MESSAGE = 'The quote expired. Check the new quote and swap again.'

/** The API's refusal of a swap built from an expired quote (code QUOTE_EXPIRED). */
export function isQuoteExpiredError(error: unknown): boolean {
  if (!(error instanceof HttpStatusError) || error.status !== 400) return false
  return isApiError(error.body) && 'code' in error.body && error.body.code === 'QUOTE_EXPIRED'
}

export const isQuoteExpired = (quotedAt: number | undefined, now: number): boolean =>
  quotedAt !== undefined && now - quotedAt >= QUOTE_LIFETIME_MS
