import type { Connections } from '../controllers/connections.js'
import type { Pairing } from '../core/walletconnect-pairing.js'
import type { ChainNamespace } from '../utils/caip.js'

/**
 * A pairing left pending by an earlier page of this tab (a phone discarded it while the visitor
 * was in the wallet app) is the page's pairing again, and connecting waits for it as the page
 * before did: the account shows as connecting, and the wallet's answer connects and is
 * remembered like any connection; the pairing's expiry ends the wait with a message.
 */
export type ResumedConnections = Pick<Connections, 'store' | 'connect'>

export function resumePairing(
  connections: ResumedConnections,
  namespace: ChainNamespace,
  pairing: Pairing,
  warn: (message: string, error: unknown) => void,
): void {
  connections.store.setState({ pairing })
  connections.connect(namespace, { method: 'walletConnect' }).catch((error: unknown) => {
    warn('The pairing left pending before the reload was not answered', error)
  })
}
