import type { WalletConnectHandlers } from '../connectors/walletconnect-handlers.js'
import type { Chain } from '../controllers/chain.js'
import type { Connections } from '../controllers/connections.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { CONNECTOR_IDS } from '../core/connector.js'
import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../core/provider-rpc-error.js'
import { refusalAsPorticoError } from '../core/user-rejected-request-error.js'
import { authEip1193Forward, rejectedOnCancel } from './auth-eip1193.js'
import { frameRpcError } from './frame-rpc-error.js'
import type { LazyAuthConnector } from './auth-wiring.js'
import { followEip155Providers } from './eip155-providers.js'
import type { ProviderRegistry } from './provider-registry.js'

export interface Eip155ProviderDeps {
  connections: Pick<Connections, 'getConnections' | 'setConnections' | 'store'>
  providers: Pick<ProviderRegistry, 'supply'>
  chain: Pick<Chain, 'findNetwork'>
  auth: Pick<LazyAuthConnector, 'rpcRequest' | 'abortRequests'> | undefined
  walletConnect: Pick<WalletConnectHandlers, 'request'> | undefined
  /** Runs a wallet request behind ApproveTransaction. */
  approve: <T>(run: () => Promise<T>) => Promise<T>
  /** Portico's own network switch: the wallet first, then the modal's active network. */
  switchNetwork: (network: CaipNetwork) => Promise<void>
  warn: (message: string, error: unknown) => void
}

/**
 * The EIP-1193 providers Portico makes for eip155 connections: WalletConnect's session scoped to
 * eip155, and the email wallet over the secure frame. A chain the app switches to through either
 * is Portico's switch, so the modal's network, account and balances follow it.
 */
export function startEip155Providers(deps: Eip155ProviderDeps): () => void {
  const { auth, walletConnect } = deps
  const rpcUrl = (chainId: number): string | undefined =>
    deps.chain.findNetwork(`eip155:${String(chainId)}`)?.rpcUrls.default.http[0]
  const authForward =
    auth &&
    authEip1193Forward({
      rpc: auth,
      approve: deps.approve,
      abortRequests: auth.abortRequests,
      rpcUrl,
      frameError: frameRpcError,
    })

  const switchTo = async (connectorId: string, chainId: number): Promise<void> => {
    const caipNetworkId = `eip155:${String(chainId)}` as const
    const network = deps.chain.findNetwork(caipNetworkId)
    if (!network) {
      throw new ProviderRpcError(
        PROVIDER_ERROR_CODES.unrecognizedChain,
        `Chain ${String(chainId)} is not one of the app's networks`,
      )
    }
    await deps.switchNetwork(network)
    // The connection is on the chain now too, so the provider's chainId answers it.
    const live = deps.connections.getConnections('eip155')
    deps.connections.setConnections(
      'eip155',
      live.map((kept) =>
        kept.connectorId === connectorId ? { ...kept, caipNetwork: network } : kept,
      ),
    )
  }

  return followEip155Providers({
    connections: deps.connections,
    providers: deps.providers,
    forwardOf: (connectorId) => {
      if (connectorId === CONNECTOR_IDS.auth) return authForward
      if (connectorId !== CONNECTOR_IDS.walletConnect || !walletConnect) return undefined
      return (args, state) =>
        walletConnect.request(args, `eip155:${String(state.chainId)}`).catch((error: unknown) => {
          throw refusalAsPorticoError(error)
        })
    },
    // The email wallet's switch is shown for approval like its signatures.
    switchChain: (connectorId, chainId) =>
      connectorId === CONNECTOR_IDS.auth && auth
        ? rejectedOnCancel(
            deps.approve(() => switchTo(connectorId, chainId)),
            auth.abortRequests,
          )
        : switchTo(connectorId, chainId),
  })
}
