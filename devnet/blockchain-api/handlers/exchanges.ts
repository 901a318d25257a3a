import type { components } from '../../../generated/blockchain-api/types.js'
import { validators } from '../../../generated/blockchain-api/validators.js'
import { exchangePurchaseOf } from '../exchanges/exchange-purchase.js'
import { exchangesPage, isDevnetExchange } from '../exchanges/devnet-exchanges.js'
import type { IconUrls } from '../icons.js'
import { jsonRpcError } from '../json-rpc-error.js'
import { RequestRefused } from '../request-refused.js'
import type { ServedChains } from '../served-chains.js'
import type { SessionStatus, SessionStore } from '../sessions/session-store.js'
import { narrow, type HandlerTable } from '../typed-handlers.js'
import { payPageUrlFor } from './onramp.js'

type ReownRpcResponse = components['schemas']['ReownRpcResponse']

const BUY_STATUS: Readonly<Record<SessionStatus, string>> = {
  pending: 'IN_PROGRESS',
  processing: 'IN_PROGRESS',
  paid: 'SUCCESS',
  revoked: 'FAILED',
}

export interface ExchangeDeps {
  chains: ServedChains
  sessions: SessionStore
  icons: IconUrls
  payPageUrl: string
}

/** The reown_* methods: a purchase at an exchange is a session paid on the devnet on-ramp page. */
export function createExchangeHandlers({ chains, sessions, icons, payPageUrl }: ExchangeDeps) {
  function answer(request: components['schemas']['ReownRpcRequest']): ReownRpcResponse {
    const { id } = request
    switch (request.method) {
      case 'reown_getExchanges':
        return { jsonrpc: '2.0', id, result: exchangesPage(request.params, icons) }
      case 'reown_getExchangePayUrl': {
        const { exchangeId } = request.params
        if (!isDevnetExchange(exchangeId))
          throw new RequestRefused(`Unknown exchange ${exchangeId}`)
        const purchase = exchangePurchaseOf(chains, request.params)
        const session = sessions.open('exchange', purchase, exchangeId)
        const url = payPageUrlFor(payPageUrl, session.id)
        return { jsonrpc: '2.0', id, result: { url, sessionId: session.id } }
      }
      case 'reown_getExchangeBuyStatus': {
        const session = sessions.get(request.params.sessionId)
        const result = session
          ? { status: BUY_STATUS[session.status], txHash: session.txHash }
          : { status: 'UNKNOWN', txHash: null }
        return { jsonrpc: '2.0', id, result }
      }
    }
  }

  return {
    postJsonRpc: (request) => {
      const body = narrow(validators.ReownRpcRequest, request.body)
      try {
        return { status: 200, body: answer(body) }
      } catch (error) {
        if (!(error instanceof RequestRefused)) throw error
        return { status: 200, body: jsonRpcError(body.id, error.message) }
      }
    },
  } satisfies HandlerTable
}
