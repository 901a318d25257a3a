import { PorticoError } from './portico-error.js'

/**
 * The message of a request whose answer did not arrive. It never says the request failed: the
 * wallet may have signed or sent it and its answer been lost on the way, so the visitor is told
 * to look there before asking again.
 */
export const WALLET_ANSWER_LOST_MESSAGE =
  "Your wallet's answer did not arrive. It may still have signed or sent the request: check your wallet before trying again."

/**
 * Why the wait ended: `expired`, the request's own lifetime (5 minutes) passed; `sessionEnded`,
 * the wallet's session ended while the request waited; `notAfterReturn`, the page came back into
 * view (or the relay connection came back) and no answer followed within `answerTimeoutMs`.
 */
export type WalletAnswerLostReason = 'expired' | 'sessionEnded' | 'notAfterReturn'

/**
 * A WalletConnect request's answer did not arrive within its bound (docs/guide/mobile.md,
 * "A lost answer"). An answer that comes after it is dropped; the session stays usable.
 */
export class WalletAnswerLostError extends PorticoError {
  /** The class name, as logs show it. */
  override readonly name: string = 'WalletAnswerLostError'
  /** Which bound ended the wait. */
  readonly reason: WalletAnswerLostReason

  /**
   * @param reason - which bound ended the wait
   * @param options - the method asked (for logs) and the client's own error, if it gave one
   */
  constructor(reason: WalletAnswerLostReason, options: { method?: string; cause?: unknown } = {}) {
    super(WALLET_ANSWER_LOST_MESSAGE, {
      details: `${options.method ?? 'request'}: ${reason}`,
      cause: options.cause,
    })
    this.reason = reason
  }
}
