import type { Account } from '../../controllers/account.js'
import type { Chain } from '../../controllers/chain.js'
import type { Connections } from '../../controllers/connections.js'
import type { Modal } from '../../controllers/modal.js'
import type { Options } from '../../controllers/options.js'
import type { CreatePorticoOptions } from '../instance-options.js'
import type { Router } from '../../controllers/router.js'
import type { Snack } from '../../controllers/snack.js'
import type { Stop } from '../../core/stops.js'
import type { PorticoStorage } from '../../core/storage.js'
import type { ActiveAccount } from '../session/active-account.js'
import type { ProviderCalls } from '../wallet/provider-calls.js'
import type { SiwxDeps } from '../../controllers/siwx.js'
import type { SiwxState } from '../../controllers/siwx-store.js'
import type { Store } from '../../core/store.js'

/** What the instance's SIWX part takes of the instance. */
export interface InstanceSiwxDeps extends Pick<SiwxDeps, 'switchNetwork' | 'track'> {
  /** `siwx`, the app's SIWX handling: without it sessions are kept in Portico's storage. */
  input: Pick<CreatePorticoOptions, 'siwx' | 'metadata' | 'window'>
  options: Pick<Options, 'isEnabled'>
  storage: Pick<PorticoStorage, 'siwxSessions'>
  chain: Pick<Chain, 'isSupported' | 'activeNetwork' | 'store'>
  account: Pick<Account, 'store'>
  connections: Pick<Connections, 'store' | 'disconnect'>
  active: Pick<ActiveAccount, 'caipAddress' | 'namespace'>
  walletCalls: Pick<ProviderCalls, 'canSign' | 'signMessage'>
  modal: Modal
  router: Router
  snack: Snack
  onStop: (stop: Stop) => void
  /** The sign-in state, made up front: the modal reads it before any SIWX code loads. */
  siwxStore: Store<SiwxState>
}
