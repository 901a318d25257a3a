import type { Eip1193Provider } from '../../connectors/injected.js'
import type { WalletConnector } from '../../connectors/wallet-connector.js'
import { UserRejectedRequestError } from '../../core/user-rejected-request-error.js'

/** Runs a wallet request behind ApproveTransaction; a cancel rejects with UserRejectedRequestError. */
export type Approve = <T>(run: () => Promise<T>) => Promise<T>

/** What the wrapper needs of the connector whose provider it wraps. */
export type ApprovingConnector = Pick<WalletConnector, 'approvalMethods' | 'abort'>

/**
 * The eip155 provider an app gets of a wallet that shows the visitor nothing itself (the embedded
 * wallet): its connector's `approvalMethods` run behind ApproveTransaction, everything else goes
 * straight on. This is the one place the approval sits: only the app's requests pass here, never
 * Portico's own. A refusal or a cancel ends the request in the wallet too (`abort`), so nothing
 * is signed after the no. Each provider keeps one wrapper, so the app sees one provider per
 * connection.
 */
export function approvedProviders(approve: Approve) {
  const wrapped = new WeakMap<Eip1193Provider, Eip1193Provider>()
  return (wallet: Eip1193Provider, connector: ApprovingConnector): Eip1193Provider => {
    const methods = connector.approvalMethods
    if (!methods) return wallet
    const kept = wrapped.get(wallet)
    if (kept) return kept
    const { on, removeListener } = wallet
    const provider: Eip1193Provider = {
      request: async (args) => {
        if (!methods.includes(args.method)) return wallet.request(args)
        try {
          return await approve(() => wallet.request(args))
        } catch (error) {
          if (error instanceof UserRejectedRequestError) connector.abort?.()
          throw error
        }
      },
      ...(on && { on: on.bind(wallet) }),
      ...(removeListener && { removeListener: removeListener.bind(wallet) }),
    }
    wrapped.set(wallet, provider)
    return provider
  }
}
