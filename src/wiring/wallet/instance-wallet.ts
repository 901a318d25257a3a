import { withBatchCalls } from '../../batch/batch-calls-provider.js'
import type { ConnectorKind } from '../../connectors/wallet-connector.js'
import type { Account } from '../../controllers/account.js'
import type { Chain } from '../../controllers/chain.js'
import type { Connections } from '../../controllers/connections.js'
import type { Modal } from '../../controllers/modal.js'
import type { Router } from '../../controllers/router.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import type { Stop } from '../../core/stops.js'
import type { PorticoStorage } from '../../core/storage.js'
import type { ChainNamespace } from '../../utils/caip.js'
import type { ActiveAccount } from '../session/active-account.js'
import { appProviders } from './app-providers.js'
import { providerCalls } from './provider-calls.js'
import { walletSigning } from './wallet-signing.js'

export interface InstanceWalletDeps {
  kinds: Pick<ConnectorKind, 'connectorOf' | 'on'>
  connections: Pick<Connections, 'activeConnectorId' | 'getConnections' | 'store'>
  router: Router
  modal: Modal
  active: ActiveAccount
  account: Pick<Account, 'getAccount'>
  chain: Pick<Chain, 'findNetwork' | 'networkState'>
  settings: { networks: readonly CaipNetwork[] }
  storage: PorticoStorage
  onStop: (stop: Stop) => void
}

/**
 * The connected wallet of each namespace, for the app and for Portico itself: the provider of the
 * active connection's connector (wrapped once for EIP-5792, and behind ApproveTransaction for an
 * app's request to a wallet that shows nothing itself), and Portico's own signing and sending
 * through that connector's provider as it is.
 */
export function instanceWallet(deps: InstanceWalletDeps) {
  const { kinds, connections, router, modal, active, account, chain, onStop } = deps
  /** The connector of the namespace's active connection. */
  const activeConnector = (namespace: ChainNamespace) => {
    const connectorId = connections.activeConnectorId(namespace)
    return connectorId === undefined ? undefined : kinds.connectorOf(connectorId)
  }
  /** Hears every change that may change a namespace's provider. */
  const watch = (listener: () => void): (() => void) => {
    const stops = [connections.store.subscribe(listener), kinds.on(listener)]
    return () => {
      for (const stop of stops) stop()
    }
  }
  const walletCalls = providerCalls({
    providers: { get: (namespace) => activeConnector(namespace)?.getProvider(namespace), watch },
    activeNamespace: active.namespace,
    isConnected: (namespace) => connections.getConnections(namespace).length > 0,
    findNetwork: chain.findNetwork,
  })
  const { approve, signMessage } = walletSigning({
    router,
    modal,
    wallet: {
      signMessage: walletCalls.signMessage,
      abortRequests: () => {
        activeConnector(active.namespace())?.abort?.()
      },
    },
    active,
  })
  const providers = appProviders({ activeConnector, approve, watch })
  onStop(providers.stop)
  // EIP-5792 on every eip155 provider the app gets: the wallet's own, else one call at a time.
  const batchCalls = withBatchCalls(providers.get, {
    storage: deps.storage,
    address: () => account.getAccount('eip155').address,
    networks: () => deps.settings.networks,
    showCalls: () => {
      modal.open('CallsStatus')
    },
    // A wallet that shows nothing itself (the embedded one): one ApproveTransaction lists every
    // call, then each goes to the wallet as it is.
    batchApproval: () => {
      const connector = activeConnector('eip155')
      const wallet = connector?.getProvider('eip155')
      return wallet && connector?.approvalMethods?.includes('eth_sendTransaction')
        ? { approve: (calls, run) => approve(run, undefined, { calls }), wallet }
        : undefined
    },
  })
  onStop(batchCalls.destroy)

  return {
    activeConnector,
    watch,
    walletCalls,
    /** What the instance hands out of its wallet. */
    surface: {
      /** Runs a wallet request behind the ApproveTransaction view (NAV-14..16). */
      approve,
      /** Signs a message with the active namespace's wallet, ApproveTransaction showing meanwhile. */
      signMessage,
      /**
       * The connected wallet of a namespace for the app's own work, undefined while none is: an
       * EIP-1193 provider for eip155 (viem, ethers, wagmi), a Wallet Standard wallet for solana.
       */
      getProvider: batchCalls.getProvider,
      /**
       * The connected wallet's own provider, without Portico's EIP-5792 layer: what the wagmi
       * connector hands wagmi, whose reconnect tells a wallet's connectors apart by the provider
       * object (a wrapper would make wagmi reconnect the same wallet twice).
       */
      getWalletProvider: providers.get,
      /** EIP-5792's part once a batch request loaded it: the progress view reads its batches. */
      batchCalls: batchCalls.batch,
      /** Hears the namespace whose `getProvider` answer changed; returns the unsubscribe. */
      subscribeProvider: providers.subscribe,
    },
  }
}
