import { describe, expect, it } from 'vitest'
import { SIWX_TOASTS } from '../../../src/controllers/siwx.js'
import { TOKEN_BALANCE_UNAVAILABLE } from '../../../src/controllers/balances.js'
import { SESSION_ENDED_TOAST } from '../../../src/wiring/auth/auth-session.js'
import { FETCH_TRANSACTIONS_FAILED } from '../../../src/controllers/transactions.js'
import { QUOTE_EXPIRED_MESSAGE } from '../../../src/controllers/swap-quote-expiry.js'
import { INSUFFICIENT_BALANCE } from '../../../src/controllers/send-preview.js'
import { CONNECTION_ERRORS } from '../../../src/core/connection-errors.js'
import { CODED_ERRORS } from '../../../src/core/errors.js'
import { FRAME_ERRORS } from '../../../src/frame/frame-errors.js'
import { INVALID_EMAIL_MESSAGE } from '../../../src/frame/auth-provider.js'
import { messageKeyOf } from '../../../src/i18n/message-key-of.js'
import en from '../../../src/i18n/locales/en.js'
import { REVERTED_MESSAGE } from '../../../src/ui/parts/use-transaction-outcome.js'
import { NO_SECURE_SITE } from '../../../src/ui/parts/use-auth-connector.js'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../../src/utils/user-rejection.js'

/** Every English message a controller raises for the modal to show. */
const RAISED = [
  ...Object.values(CONNECTION_ERRORS),
  // The frame's 'iframe/parent is not set' are a host's wiring faults, not a visitor's.
  FRAME_ERRORS.loadFailed,
  FRAME_ERRORS.defaultReply,
  FRAME_ERRORS.requestAborted,
  FRAME_ERRORS.somethingWentWrong,
  ...Object.values(CODED_ERRORS).map((info) => info.displayMessage),
  SIWX_TOASTS.signingFailed,
  SIWX_TOASTS.initializationFailed,
  SIWX_TOASTS.authenticating,
  TOKEN_BALANCE_UNAVAILABLE,
  FETCH_TRANSACTIONS_FAILED,
  SESSION_ENDED_TOAST,
  QUOTE_EXPIRED_MESSAGE,
  INSUFFICIENT_BALANCE,
  INVALID_EMAIL_MESSAGE,
  REVERTED_MESSAGE,
  NO_SECURE_SITE,
  USER_REJECTED_REQUEST_MESSAGE,
]

describe('messageKeyOf', () => {
  it.each(RAISED)('finds the catalogue key of the raised message %j', (message) => {
    expect(messageKeyOf(message, en)).toBeDefined()
  })

  it('reads the values out of a message with placeholders', () => {
    expect(messageKeyOf('Please try again after 17 seconds', en)).toStrictEqual({
      key: 'error.tryAgainAfter',
      params: { n: '17' },
    })
    expect(messageKeyOf('Error registering name alice.reown.id', en)).toStrictEqual({
      key: 'error.registerName',
      params: { name: 'alice.reown.id' },
    })
  })

  it('knows only the raised messages, not the texts of the views', () => {
    expect(messageKeyOf('Connect Wallet', en)).toBeUndefined()
    expect(messageKeyOf('A message of some wallet', en)).toBeUndefined()
  })
})
