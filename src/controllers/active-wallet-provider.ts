import type { Eip1193Provider } from '../connectors/injected.js'
import type { WalletConnector } from '../connectors/wallet-connector.js'
import { within } from '../core/within.js'

/** The active eip155 connection's wallet as the balances see it. */
export interface ActiveWallet {
  /** The connector of the namespace's active connection, undefined while there is none. */
  activeConnector: (namespace: 'eip155') => Pick<WalletConnector, 'getProvider'> | undefined
  /** Hears every change that may bring its provider (the connections, a `providerChanged`). */
  watch: (listener: () => void) => () => void
}

/**
 * The active eip155 connection's provider, waited for (at most `waitMs`) while its connector has
 * yet to supply it. A connection WalletConnect or the embedded wallet makes is in the connections
 * store before the provider Portico makes over it: that provider is supplied by a listener of the
 * same store change that starts the connection's first balance fetch, after it. Undefined without
 * a connection, when the connection ends first, or when no provider comes within the wait.
 */
export async function activeWalletProvider(
  wallet: ActiveWallet,
  waitMs: number,
): Promise<Eip1193Provider | undefined> {
  let stopWatching = (): void => undefined
  const arrival = new Promise<Eip1193Provider | undefined>((resolve) => {
    /** Resolves, and answers true, once the wait is over: a provider, or no connection. */
    const settled = (): boolean => {
      const connector = wallet.activeConnector('eip155')
      const provider = connector?.getProvider('eip155')
      if (connector && !provider) return false
      resolve(provider)
      return true
    }
    if (settled()) return
    stopWatching = wallet.watch(() => {
      if (settled()) stopWatching()
    })
  })
  try {
    return await within(arrival, waitMs, undefined)
  } finally {
    stopWatching()
  }
}
