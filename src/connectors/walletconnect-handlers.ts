/**
 * WalletConnect as a connector adapter: createPairing, connectWalletConnect, onSessionDelete and
 * disconnect for the connections controller, and the restore of a session after a reload. It
 * arrives through `import()` (walletconnect.ts) when WalletConnect is first used; the client
 * (UniversalProvider and the Solana payloads) through another the first time a pairing is made or
 * a stored session is restored.
 */
import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts } from '../core/connect-request.js'
import { lazyController } from '../core/lazy-controller.js'
import type { LinkOpener } from '../core/in-app-browser.js'
import type { DappMetadata } from '../controllers/options.js'
import type { Pairing } from '../core/walletconnect-pairing.js'
import type { ChainNamespace } from '../utils/caip.js'
import type { Eip1193RequestArguments } from './injected.js'
import type { WalletRegistrationTarget } from './register-wallet.js'
import type { WalletConnectClient, WalletConnectEvent } from './walletconnect-client.js'
import { followWalletConnectProvider } from './walletconnect-eip155-provider.js'
import type { ConnectionFollowDeps } from './connection-follow.js'
import type { ProviderShelf } from './provider-shelf.js'
import { CONNECTOR_IDS } from '../core/connector.js'
import type { SessionConnection } from './walletconnect-namespaces.js'
import { refuseUnlistedCapabilities } from './walletconnect-unlisted-method.js'
import type { WalletReturnLinks } from './wallet-return-links.js'
import { PAIRING_LIFETIME_MS } from '../core/constants.js'
import {
  forgetPendingPairing,
  pendingPairing,
  rememberPendingPairing,
} from './walletconnect-pending-pairing.js'

/** createPortico's `walletConnect` option: WalletConnect is offered only with a relay. */
export interface WalletConnectOptions {
  /** The relay's WebSocket URL, e.g. the devnet's ws://127.0.0.1:<port>. */
  relayUrl: string
  /**
   * The way back from a wallet app on a phone: the link a wallet that honours it opens once the
   * visitor approved there (the pairing's `metadata.redirect`). `universal` is the dapp's page
   * (https), `native` an app's own scheme (a dapp that is itself an app).
   */
  redirect?: WalletReturnLinks
  /**
   * How long, in ms, a request to the wallet may still wait once the page is back in view with
   * its relay connection open (the visitor returned from the wallet app, the tab was unfrozen):
   * an answer sent meanwhile arrives within moments, so after this the request ends with
   * WalletAnswerLostError. 30,000 when not given.
   */
  answerTimeoutMs?: number
}

export interface WalletConnectHandlersDeps {
  options: WalletConnectOptions
  projectId: string
  metadata?: DappMetadata
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  /** The namespace being connected: its account is what connectWalletConnect hands back. */
  activeNamespace: () => ChainNamespace
  storagePrefix: string
  /** Where a pairing not answered yet is remembered for the page after a reload (localStorage). */
  pendingPairingKey: string
  /** A pairing left pending before a reload is on offer again: the connections wait for it. */
  onPairingResumed: (namespace: ChainNamespace, pairing: Pairing) => void
  /** The session's connection in each namespace it holds (none: the session ended). */
  setSessionConnections: (connections: SessionConnection[]) => void
  onChainChanged: (event: Extract<WalletConnectEvent, { type: 'chainChanged' }>) => void
  /** The session's eip155 connection, which Portico's EIP-1193 provider of it answers from. */
  connection: ConnectionFollowDeps
  /** Where the session's providers go: that EIP-1193 provider, its solana account's wallet. */
  providers: Pick<ProviderShelf, 'source'>
  /** The page, where that wallet is registered for the app's wallet-standard code. */
  registrationTarget?: WalletRegistrationTarget | undefined
  /** createPortico's `openLink`: the host app's way out to the wallet app for each request. */
  openLink?: LinkOpener | undefined
  warn: (message: string, error: unknown) => void
}

const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value)

export const UNKNOWN_PAIRING_MESSAGE = 'This pairing URI was not made by this page'

const PENDING_PAIRING_EXPIRED_MESSAGE =
  'The pairing expired before the wallet answered it: connect again'

export const noSessionAccountMessage = (namespace: string): string =>
  `The wallet approved no ${namespace} account`

interface Attempt {
  uri: string
  approval: Promise<SessionConnection[]>
  /** Resolves when a newer pairing replaced this one (the old one expired, STATE-11). */
  replaced: Promise<void>
  replace: () => void
}

export function createWalletConnectHandlers(deps: WalletConnectHandlersDeps) {
  const sessionDeleteListeners = new Set<() => void>()
  let current: Attempt | undefined
  /** Settles the pairing an earlier page proposed (resumePendingPairing) with its session. */
  let lateApproval: ((connections: SessionConnection[]) => void) | undefined
  let destroyed = false

  // The session's solana account as a Wallet Standard wallet, while the session lasts.
  let endSolanaWallet = (): void => undefined
  let solanaSession = 0
  const dropSolanaWallet = (): void => {
    solanaSession += 1
    endSolanaWallet()
    endSolanaWallet = () => undefined
  }
  const supplySolanaWallet = (made: WalletConnectClient, connections: SessionConnection[]) => {
    dropSolanaWallet()
    const session = solanaSession
    const address = connections.find((each) => each.namespace === 'solana')?.accounts[0]?.address
    if (address === undefined) return
    import('./walletconnect-solana-wallet.js')
      .then(({ createWalletConnectSolanaWallet }) => {
        if (session !== solanaSession) return
        const solana = createWalletConnectSolanaWallet({
          address,
          networks: deps.networks.filter((network) => network.chainNamespace === 'solana'),
          request: (args, chainId) => made.request(args.method, args.params, chainId),
          registrationTarget: deps.registrationTarget,
        })
        const withdraw = deps.providers
          .source('solana')
          .supply(CONNECTOR_IDS.walletConnect, solana.wallet)
        endSolanaWallet = () => {
          solana.end()
          withdraw()
        }
      })
      .catch((error: unknown) => {
        deps.warn('The WalletConnect Solana wallet did not load', error)
      })
  }

  const onEvent = (event: WalletConnectEvent): void => {
    if (event.type === 'lateSession') {
      forgetPendingPairing(deps.pendingPairingKey)
      void lazyClient.whenLoaded((made) => {
        if (lateApproval) lateApproval(made.connections())
        else use(made, made.connections())
      })
      return
    }
    if (event.type === 'chainChanged') {
      deps.onChainChanged(event)
      return
    }
    if (event.type !== 'sessionDelete') return
    dropSolanaWallet()
    deps.setSessionConnections([])
    for (const listener of sessionDeleteListeners) listener()
  }

  // The proposal's namespaces are built with the client, off the first load; a failed load (relay
  // down) is tried again on the next pairing.
  const lazyClient = lazyController<WalletConnectClient>(() =>
    Promise.all([import('./walletconnect-client.js'), import('./walletconnect-namespaces.js')])
      .then(([{ createWalletConnectClient }, { walletConnectProposal }]) =>
        createWalletConnectClient({
          projectId: deps.projectId,
          relayUrl: deps.options.relayUrl,
          metadata: deps.metadata,
          redirect: deps.options.redirect,
          answerTimeoutMs: deps.options.answerTimeoutMs,
          storagePrefix: deps.storagePrefix,
          proposal: walletConnectProposal(deps.networks, deps.defaultNetwork),
          findNetwork: deps.findNetwork,
          openLink: deps.openLink,
          warn: deps.warn,
        }),
      )
      .then((created) => {
        created.on(onEvent)
        return created
      }),
  )
  const client = lazyClient.load

  const use = (made: WalletConnectClient, connections: SessionConnection[]): void => {
    deps.setSessionConnections(connections)
    supplySolanaWallet(made, connections)
  }

  /** The page's pairing from now on: a newer one replaces the one before (STATE-11). */
  const attempt = (
    made: WalletConnectClient,
    uri: string,
    approval: Promise<SessionConnection[]>,
  ): void => {
    current?.replace()
    let replace = (): void => undefined
    const replaced = new Promise<void>((resolve) => {
      replace = resolve
    })
    current = {
      uri,
      approval: approval.then((connections) => {
        use(made, connections)
        return connections
      }),
      replaced,
      replace,
    }
    current.approval.catch(() => undefined)
  }

  /** Proposes a session; the URI is what ConnectingWalletConnect shows as QR code and link. */
  const createPairing = async (): Promise<string> => {
    const made = await client()
    const { uri, approval } = await made.propose()
    // A tab discarded meanwhile takes it up again on load (walletconnect-pending-pairing.ts).
    rememberPendingPairing(deps.pendingPairingKey, {
      uri,
      expiry: Date.now() + PAIRING_LIFETIME_MS,
    })
    // The approval of a pairing nobody waits for any more must not surface as unhandled.
    approval
      .finally(() => {
        if (current?.uri === uri) forgetPendingPairing(deps.pendingPairingKey)
      })
      .catch(() => undefined)
    attempt(made, uri, approval)
    return uri
  }

  /**
   * After a reload: the pairing an earlier page of this tab proposed, while a wallet may still
   * answer it, is the page's pairing again. The client took the relay subscription back with it;
   * the wallet's session arrives as a late one, and the pairing ends unanswered at its expiry.
   */
  const resumePendingPairing = (made: WalletConnectClient): void => {
    const pairing = pendingPairing(deps.pendingPairingKey)
    if (!pairing) {
      forgetPendingPairing(deps.pendingPairingKey)
      return
    }
    const approval = new Promise<SessionConnection[]>((resolve, reject) => {
      const expired = setTimeout(() => {
        lateApproval = undefined
        forgetPendingPairing(deps.pendingPairingKey)
        reject(new Error(PENDING_PAIRING_EXPIRED_MESSAGE))
      }, pairing.expiry - Date.now())
      lateApproval = (connections) => {
        clearTimeout(expired)
        lateApproval = undefined
        resolve(connections)
      }
    })
    attempt(made, pairing.uri, approval)
    deps.onPairingResumed(deps.activeNamespace(), pairing)
    made.adoptStoredLateSession()
    made.hearUnheardAnswer(pairing.uri).catch((error: unknown) => {
      deps.warn('The wallet answer that came before the client listened could not be read', error)
    })
  }

  /**
   * Waits for a wallet to approve the session. A pairing that expired and was replaced while the
   * page waited hands the wait on to its successor, so the view's one connect call covers them all.
   */
  const connectWalletConnect = async (pairingUri: string): Promise<ConnectedAccounts> => {
    if (current?.uri !== pairingUri) throw new Error(UNKNOWN_PAIRING_MESSAGE)
    for (;;) {
      const seen: Attempt = current
      let connections: SessionConnection[] | undefined
      try {
        connections = await Promise.race([seen.approval, seen.replaced.then(() => undefined)])
      } catch (error) {
        if (current === seen) throw error
      }
      if (connections) {
        const namespace = deps.activeNamespace()
        const connection = connections.find((each) => each.namespace === namespace)
        if (!connection) throw new Error(noSessionAccountMessage(namespace))
        return { accounts: connection.accounts, caipNetwork: connection.caipNetwork }
      }
    }
  }

  const onSessionDelete = (listener: () => void): (() => void) => {
    sessionDeleteListeners.add(listener)
    return () => {
      sessionDeleteListeners.delete(listener)
    }
  }

  /** Ends the session on both sides: the wallet is told, every namespace of it is let go. */
  const disconnect = async (): Promise<void> => {
    const made = await client()
    await made.disconnect()
    dropSolanaWallet()
    deps.setSessionConnections([])
  }

  /** Asks the session's wallet to move to an EVM chain (a no-op without a live session). */
  const switchNetwork = async (network: CaipNetwork): Promise<void> => {
    await (await client()).actions.switchNetwork(network)
  }

  /**
   * After a reload: the stored session, if the wallet still holds it, is live again. It starts a
   * task later, so an instance destroyed at once (React StrictMode builds and drops one) never
   * opens a second client on the same storage.
   */
  const restore = async (): Promise<void> => {
    await Promise.resolve()
    if (destroyed) return
    try {
      const made = await client()
      const connections = made.connections()
      if (connections.length > 0) use(made, connections)
      else resumePendingPairing(made)
    } catch (error) {
      deps.warn('Restoring the WalletConnect session failed', error)
    }
  }

  /**
   * A request on the session, for the chain given (CAIP-2): UniversalProvider sends the session's
   * methods to the wallet and reads to the network's RPC (the proposal's rpcMap).
   */
  const request = async (args: Eip1193RequestArguments, chainId: string): Promise<unknown> => {
    const made = await client()
    refuseUnlistedCapabilities(made.provider.session, args.method, chainId)
    const { params } = args
    const copied = isList(params) ? [...params] : params
    return made.request(args.method, copied, chainId)
  }

  const stopProvider = followWalletConnectProvider(request, {
    connection: deps.connection,
    provider: deps.providers.source('eip155'),
    switchWallet: switchNetwork,
  })

  /** Lets the relay go; the session stays stored for the next instance or page. */
  const destroy = (): void => {
    destroyed = true
    stopProvider()
    sessionDeleteListeners.clear()
    dropSolanaWallet()
    void lazyClient.whenLoaded((made) => {
      void made.close().catch(() => undefined)
    })
  }

  return {
    createPairing,
    connectWalletConnect,
    onSessionDelete,
    disconnect,
    switchNetwork,
    restore,
    request,
    destroy,
  }
}
