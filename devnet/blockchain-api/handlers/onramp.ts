import { validators } from '../../../generated/blockchain-api/validators.js'
import { onRampOptions } from '../onramp/onramp-options.js'
import { onRampQuote } from '../onramp/onramp-quote.js'
import { purchaseOf } from '../onramp/purchase-request.js'
import type { ServedChains } from '../served-chains.js'
import type { SessionStore } from '../sessions/session-store.js'
import { narrow, type HandlerTable } from '../typed-handlers.js'

/** The URL of the devnet checkout page for a session. */
export const payPageUrlFor = (payPageUrl: string, sessionId: string): string => {
  const url = new URL(payPageUrl)
  url.searchParams.set('session', sessionId)
  return url.toString()
}

export function createOnRampHandlers(
  chains: ServedChains,
  sessions: SessionStore,
  payPageUrl: string,
) {
  return {
    getOnRampOptions: () => ({ status: 200, body: onRampOptions(chains) }),

    getOnRampQuote: async (request) => {
      const body = narrow(validators.OnRampQuoteRequest, request.body)
      return { status: 200, body: await onRampQuote(chains, body) }
    },

    generateOnRampUrl: async (request) => {
      const body = narrow(validators.OnRampUrlRequest, request.body)
      const session = sessions.open('onramp', await purchaseOf(chains, body))
      return { status: 200, body: { url: payPageUrlFor(payPageUrl, session.id) } }
    },
  } satisfies HandlerTable
}
