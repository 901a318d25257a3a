import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts, ConnectRequest } from '../core/connect-request.js'
import type { NamespaceProviders, ProviderNamespace } from '../core/namespace-provider.js'
import type { Pairing } from '../core/walletconnect-pairing.js'
import type { CaipNetworkId, ChainNamespace } from '../utils/caip.js'

/**
 * How a connector is asked to connect: the request (core/connect-request.ts) with what only the
 * connections controller knows, the remembered social login of a restored session and the pairing
 * a WalletConnect connection waits on.
 */
export type ConnectOptions =
  | Exclude<ConnectRequest, { method: 'session' | 'walletConnect' }>
  | { method: 'session'; socialProvider: string | undefined }
  | { method: 'walletConnect'; pairingUri: string }

/** What a wallet says on its own after connecting. */
export type ConnectorEvent =
  | {
      type: 'accountsChanged'
      connectorId: string
      namespace: ChainNamespace
      /** None left: the wallet ended the connection. */
      accounts: { address: string }[]
    }
  | {
      type: 'chainChanged'
      connectorId: string
      namespace: ChainNamespace
      caipNetworkId: CaipNetworkId
    }
  /** The wallet ended the connection in every namespace it held (a WalletConnect session ended). */
  | { type: 'disconnected'; connectorId: string }
  /**
   * The login behind the namespace's connection is over (signed out in its other namespace, or
   * ended elsewhere): it is disconnected and forgotten as the visitor's own disconnect is.
   */
  | { type: 'signedOut'; connectorId: string; namespace: ChainNamespace }
  /**
   * A pairing an earlier page of this tab proposed (a phone discarded the tab while the visitor
   * was in the wallet app) is on offer again: connecting waits for its wallet as the page before
   * did, and the wallet's answer connects like any connection; its expiry ends the wait.
   */
  | { type: 'pairingResumed'; connectorId: string; namespace: ChainNamespace; pairing: Pairing }
  /** The connector's `getProvider(namespace)` answers another provider (or none) now. */
  | { type: 'providerChanged'; connectorId: string; namespace: ProviderNamespace }

export type ConnectorEventListener = (event: ConnectorEvent) => void

/**
 * One connection kind's calls, the same for every kind (installed EIP-6963 wallets, Wallet
 * Standard wallets, WalletConnect, the embedded wallet of email, social and Farcaster logins):
 * the connections controller knows this interface and never the kinds. Each kind's set-up (the
 * secure frame, the WalletConnect client, the Wallet Standard registry) is its own business and
 * arrives through `import()` at its first use.
 */
export interface WalletConnector {
  connect: (options: ConnectOptions) => Promise<ConnectedAccounts>
  disconnect: (namespace: ChainNamespace) => Promise<void>
  /**
   * The connection's wallet in the namespace's own shape (an EIP-1193 provider for eip155, a
   * Wallet Standard wallet for solana); undefined while not connected there, or while the
   * provider's code still loads (a `providerChanged` event follows).
   */
  getProvider: <N extends ProviderNamespace>(namespace: N) => NamespaceProviders[N] | undefined
  /** Asks the wallet to move to the network; resolves at once for a wallet that cannot. */
  switchNetwork: (network: CaipNetwork) => Promise<void>
  /**
   * Ends the wallet's pending signing requests where it runs them (the embedded wallet's frame):
   * a cancel on ApproveTransaction, so nothing is signed after the no. Absent where it cannot.
   */
  abort?: () => void
  /**
   * The eip155 methods of a wallet that shows the visitor nothing itself (the embedded wallet's
   * hidden frame): asked by the app, they run behind ApproveTransaction first. Portico's own calls
   * show their own views (`portico.signMessage`'s approval, Send's and Swap's progress), so the
   * connector's provider never asks for approval itself.
   */
  approvalMethods?: readonly string[]
  /** A fresh pairing URI, for a kind that connects over one (WalletConnect). */
  pair?: () => Promise<string>
  /** Takes back a remembered connection the kind keeps itself (a WalletConnect session). */
  restore?: () => Promise<void>
}

/**
 * A connection kind: the connector of each id it makes connections for, and the events of all of
 * them. `stop` lets go of whatever the kind started.
 */
export interface ConnectorKind {
  connectorOf: (connectorId: string) => WalletConnector | undefined
  on: (listener: ConnectorEventListener) => () => void
  stop: () => void
}

/** The kinds of an instance as one: the first kind that makes a connector id's connections wins. */
export function connectorKinds(kinds: readonly (ConnectorKind | undefined)[]): ConnectorKind {
  const present = kinds.filter((kind): kind is ConnectorKind => kind !== undefined)
  return {
    connectorOf: (connectorId) => {
      for (const kind of present) {
        const connector = kind.connectorOf(connectorId)
        if (connector) return connector
      }
      return undefined
    },
    on: (listener) => {
      const stops = present.map((kind) => kind.on(listener))
      return () => {
        for (const stop of stops) stop()
      }
    },
    stop: () => {
      for (const kind of present) kind.stop()
    },
  }
}
