/**
 * The WalletConnect client: UniversalProvider 2.21.8 on the relay the app names. This module and
 * everything it imports arrive through `import()` (see walletconnect.ts), so a visitor who never
 * picks WalletConnect never downloads them.
 */
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { CaipNetwork } from '../core/caip-network.js'
import type { DappMetadata } from '../controllers/options.js'
import { quantityToHex } from '../utils/evm.js'
import type { CaipNetworkId } from '../utils/caip.js'
import {
  sessionConnections,
  type SessionConnection,
  type WalletConnectProposal,
} from './walletconnect-namespaces.js'
import { isRecord } from '../utils/is-record.js'
import { walletReturnLinks, type WalletReturnLinks } from './wallet-return-links.js'
import { adoptLateSession } from './walletconnect-late-session.js'
import { hearUnheardAnswer } from './walletconnect-unheard-answer.js'
import { openWalletAppForRequests } from './walletconnect-request-links.js'
import { pageStorage } from './walletconnect-pending-pairing.js'
import type { LinkOpener } from '../core/in-app-browser.js'
import {
  answerTimeoutOf,
  createAnswerBound,
  REQUEST_EXPIRY_MS,
} from './walletconnect-answer-bound.js'
import { relayListening } from './walletconnect-listening.js'
import { sessionListsMethod } from './walletconnect-unlisted-method.js'

export interface WalletConnectClientOptions {
  projectId: string
  relayUrl: string
  metadata?: DappMetadata
  redirect?: WalletReturnLinks | undefined
  /** Keeps two instances on one page apart (they would share one core otherwise). */
  storagePrefix: string
  proposal: WalletConnectProposal
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  /** createPortico's `openLink`: opens a request's link to the wallet app in a host app. */
  openLink?: LinkOpener | undefined
  warn: (message: string, error: unknown) => void
  /** How long a request may wait once the page is back (walletConnect.answerTimeoutMs). */
  answerTimeoutMs?: number | undefined
}

export type WalletConnectEvent =
  | { type: 'sessionDelete' }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  | { type: 'accountsChanged'; accounts: { address: string }[] }
  /** A session settled with no pairing of this page waiting: an earlier page's, taken over. */
  | { type: 'lateSession' }

/** The metadata the wallet shows; a page without any gets a neutral one. */
const metadataOf = (metadata: DappMetadata | undefined, redirect?: WalletReturnLinks) => ({
  name: metadata?.name ?? 'Portico',
  description: metadata?.description ?? '',
  url: metadata?.url ?? '',
  icons: [...(metadata?.icons ?? [])],
  ...walletReturnLinks(redirect),
})

export async function createWalletConnectClient(options: WalletConnectClientOptions) {
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix,
    // Telemetry would post to pulse.walletconnect.org.
    telemetryEnabled: false,
    metadata: metadataOf(options.metadata, options.redirect),
  })
  const forgetWalletApp = openWalletAppForRequests(provider.client, {
    window: globalThis.window,
    openLink: options.openLink,
    warn: options.warn,
    storage: pageStorage(),
    hasFocus: () => globalThis.document.hasFocus(),
  })
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const emit = (event: WalletConnectEvent): void => {
    for (const listener of listeners) listener(event)
  }
  const answers = createAnswerBound({
    answerTimeoutMs: answerTimeoutOf(options.answerTimeoutMs),
    expiryMs: REQUEST_EXPIRY_MS,
    signal: relayListening(
      provider.client.core.relayer,
      typeof document === 'undefined' ? undefined : document,
    ),
  })
  provider.on('session_delete', () => {
    answers.endAll()
    emit({ type: 'sessionDelete' })
  })
  provider.on('session_event', (payload: unknown) => {
    const params = isRecord(payload) && isRecord(payload.params) ? payload.params : undefined
    const event = params && isRecord(params.event) ? params.event : undefined
    if (!params || !event || typeof params.chainId !== 'string') return
    if (event.name === 'chainChanged' && params.chainId.startsWith('eip155:')) {
      const id = typeof event.data === 'number' ? event.data : Number(event.data)
      if (Number.isSafeInteger(id)) emit({ type: 'chainChanged', caipNetworkId: `eip155:${id}` })
    }
  })

  const connections = (): SessionConnection[] =>
    provider.session ? sessionConnections(provider.session.namespaces, options.findNetwork) : []

  let attempt = 0
  let proposing = 0
  /** A session settled with no connect() of this page waiting (walletconnect-late-session.ts). */
  const adoptLate = (session: NonNullable<typeof provider.session>): void => {
    if (proposing > 0 || provider.session) return
    adoptLateSession(provider, session, options.proposal).then(
      () => {
        emit({ type: 'lateSession' })
      },
      (error: unknown) => {
        provider.logger.error(error)
      },
    )
  }
  provider.client.on('session_connect', ({ session }) => {
    adoptLate(session)
  })
  /** One that settled while the client was starting, before anything listened. */
  const adoptStoredLateSession = (): void => {
    const stored = provider.client.session.getAll().at(-1)
    if (stored) adoptLate(stored)
  }

  /** The EVM chain requests go to, once the wallet was asked to switch. */
  let activeEvmChain: string | undefined
  const evmChain = (): string | undefined =>
    activeEvmChain ??
    connections().find((connection) => connection.namespace === 'eip155')?.caipNetwork
      ?.caipNetworkId

  /**
   * Proposes a session; resolves with the pairing URI once the client made it, and hands back
   * the approval, which settles when a wallet answers the proposal.
   */
  const propose = async (): Promise<{ uri: string; approval: Promise<SessionConnection[]> }> => {
    attempt += 1
    const uri = new Promise<string>((resolve) => {
      provider.once('display_uri', resolve)
    })
    proposing += 1
    const approval = provider
      .connect({
        namespaces: { ...options.proposal.namespaces },
        optionalNamespaces: { ...options.proposal.optionalNamespaces },
      })
      .then(() => connections())
      .finally(() => {
        proposing -= 1
      })
    return { uri: await Promise.race([uri, approval.then(() => uri)]), approval }
  }

  /**
   * A request on the session; one the session sends to its wallet (else UniversalProvider asks the
   * RPC) is bounded (walletconnect-answer-bound.ts).
   */
  const request = <T>(method: string, params: unknown, chainId: string): Promise<T> => {
    const asked = provider.request<T>({ method, params: params ?? [] }, chainId)
    return sessionListsMethod(provider.session, method, chainId)
      ? answers.bound(asked, method)
      : asked
  }

  /** Asks the wallet to move to an EVM chain; Solana has one network per session here. */
  const switchNetwork = async (network: CaipNetwork): Promise<void> => {
    if (network.chainNamespace !== 'eip155') return
    const from = evmChain()
    if (!from) return
    await request(
      'wallet_switchEthereumChain',
      [{ chainId: quantityToHex(Number(network.id)) }],
      from,
    )
    activeEvmChain = network.caipNetworkId
    provider.setDefaultChain(network.caipNetworkId)
  }

  const disconnect = async (): Promise<void> => {
    answers.endAll()
    if (provider.session) await provider.disconnect()
    forgetWalletApp()
  }

  /** Stops the heartbeat and closes the relay socket; nothing is sent or deleted. */
  const close = async (): Promise<void> => {
    listeners.clear()
    answers.stop()
    provider.client.core.heartbeat.stop()
    await provider.client.core.relayer.transportClose()
  }

  return {
    provider,
    propose,
    /** Which proposal is the latest; an older one's failure no longer concerns the page. */
    attempt: () => attempt,
    adoptStoredLateSession,
    /** The answer to an earlier page's pairing that reached the client before it listened. */
    hearUnheardAnswer: (uri: string): Promise<boolean> => hearUnheardAnswer(provider, uri),
    connections,
    request,
    on: (listener: (event: WalletConnectEvent) => void): (() => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /**
     * The network switch; the session's accounts sign through the providers Portico makes of it
     * (an EIP-1193 provider for eip155, a Wallet Standard wallet for solana).
     */
    actions: { switchNetwork },
    disconnect,
    close,
  }
}

export type WalletConnectClient = Awaited<ReturnType<typeof createWalletConnectClient>>
