import type { BlockchainCoreClient } from '../clients/blockchain-core-client.js'
import type { NamesApi } from '../clients/blockchain/names-api.js'
import type { Account } from '../controllers/account.js'
import type { ActiveWallet } from '../controllers/active-wallet-provider.js'
import { createBalances } from '../controllers/balances.js'
import type { Events } from '../controllers/events.js'
import type { Names, NamesDeps } from '../controllers/names.js'
import type { OnRamp, OnRampDeps } from '../controllers/onramp.js'
import type { Router } from '../controllers/router.js'
import type { Send } from '../controllers/send.js'
import type { SendPreview } from '../controllers/send-preview.js'
import type { TrackEventProps } from '../controllers/siwx.js'
import type { Snack } from '../controllers/snack.js'
import type { Swap } from '../controllers/swap.js'
import type { Transactions } from '../controllers/transactions.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { lazyController, type LazyController } from '../core/lazy-controller.js'
import type { StorageCache } from '../core/storage.js'
import type { ActiveAccount } from './session/active-account.js'
import type { SwapWiringDeps } from './swap-wiring.js'
import type { ProviderCalls } from './wallet/provider-calls.js'

/** Send's controller with its preview (receiver by name, max amount, network fee). */
export type SendWithPreview = Send & { preview: SendPreview }

export interface AccountControllersDeps {
  blockchain: BlockchainCoreClient
  projectId: string
  onRampProviders: OnRampDeps['extraProviders']
  remoteOnRampProviders: OnRampDeps['getRemoteProviders']
  /** Signing and sending through the connection's provider. */
  walletCalls: Pick<ProviderCalls, 'sendTransaction' | 'sendSolanaTransfer'>
  /** The eip155 provider the app gets (EIP-5792 for every wallet): Swap's one-batch approval. */
  getProvider: SwapWiringDeps['getProvider']
  /** The active eip155 connection's wallet, asked for its own asset list (CALL-53/54). */
  activeWallet: ActiveWallet
  /** Signs with the active account behind ApproveTransaction; a refusal is a UserRejectedRequestError. */
  signMessage: NamesDeps['signMessage']
  active: ActiveAccount
  activeCaipNetwork: () => CaipNetwork | undefined
  router: Router
  account: Account
  cache: StorageCache
  showError: Snack['showError']
  track: (event: TrackEventProps) => void
  trackEvent: Events['track']
}

/**
 * What the Account view reads and does for the active account: its activity and balances, and
 * sending, swapping, buying and naming, each through the connection's provider. Swap, on-ramp
 * and names serve only their own (lazy) views, so their modules (and their Blockchain API
 * mappings) load with them.
 */
export function createAccountControllers(deps: AccountControllersDeps) {
  const { blockchain, walletCalls, active, router, showError } = deps
  const getActiveCaipAddress = active.caipAddress
  // The history serves only Activity (and a purchase's arrival), so it loads with them.
  const transactions: LazyController<Transactions> = lazyController(async () =>
    (await import('../controllers/transactions.js')).createTransactions({
      getHistory: blockchain.account.getHistory,
      activeCaipNetworkId: () => deps.activeCaipNetwork()?.caipNetworkId,
      showError,
      track: deps.trackEvent,
    }),
  )
  // The wallet's own asset list loads with the first balances of an account that has a wallet.
  const walletAssets = lazyController(() => import('../controllers/wallet-assets.js'))
  const balances = createBalances({
    getBalance: blockchain.account.getBalance,
    showError,
    cache: deps.cache,
    walletBalances: async (account) =>
      deps.activeWallet.activeConnector('eip155') &&
      (await walletAssets.load()).activeWalletBalances(deps.activeWallet, account),
  })
  // The names mapping serves Send's preview (a receiver by name) and the names controller.
  const namesApi: LazyController<NamesApi> = lazyController(async () =>
    (await import('../clients/blockchain/names-api.js')).createNamesApi(blockchain.operations),
  )
  // Send serves only its own (lazy) view, so it loads with it, its preview beside it.
  const send: LazyController<SendWithPreview> = lazyController(async () => {
    const [{ createSend }, { wireSendPreview }] = await Promise.all([
      import('../controllers/send.js'),
      import('./send-preview-wiring.js'),
    ])
    const controller = createSend({
      getActiveCaipAddress,
      sendTransaction: walletCalls.sendTransaction,
      sendSolanaTransfer: walletCalls.sendSolanaTransfer,
      track: deps.track,
      showAccountAfterSend: router.showAccountAfterSend,
    })
    const preview = wireSendPreview({
      send: controller,
      namesApi: namesApi.load,
      getActiveCaipAddress,
      balances,
      getActiveCaipNetwork: deps.activeCaipNetwork,
    })
    return { ...controller, preview }
  })
  const swap: LazyController<Swap> = lazyController(async () =>
    (await import('./swap-wiring.js')).wireSwap({
      ...deps,
      getActiveCaipAddress,
      sendTransaction: walletCalls.sendTransaction,
    }),
  )
  const onRamp: LazyController<OnRamp> = lazyController(async () => {
    const [{ createOnRamp }, { createOnRampApi }] = await Promise.all([
      import('../controllers/onramp.js'),
      import('../clients/blockchain/onramp-api.js'),
    ])
    return createOnRamp({
      onRamp: createOnRampApi(blockchain.operations),
      getRemoteProviders: deps.remoteOnRampProviders,
      extraProviders: deps.onRampProviders,
      getActiveCaipAddress,
    })
  })
  const names: LazyController<Names> = lazyController(async () => {
    const [{ createNames }, api] = await Promise.all([
      import('../controllers/names.js'),
      namesApi.load(),
    ])
    return createNames({
      names: api,
      getActiveCaipNetwork: deps.activeCaipNetwork,
      getActiveCaipAddress,
      signMessage: deps.signMessage,
      replaceView: router.replace,
      setProfileName: (profileName) => {
        deps.account.patchAccount(active.namespace(), { profileName })
      },
      cache: deps.cache,
    })
  })
  return {
    transactions,
    balances,
    /** Send with its preview (receiver by address or name, max amount, network fee); lazy. */
    send,
    swap,
    onRamp,
    names,
  }
}
