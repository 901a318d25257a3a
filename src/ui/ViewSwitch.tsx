import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { View } from '../core/constants.js'
import { USAGE_LIMITED_VIEWS } from '../controllers/router.js'
import { ConnectView } from './views/ConnectView.js'
import { useI18n } from './i18n/use-i18n.js'
import { ReportingBoundary } from '../react/ReportingBoundary.js'
import { ViewFailed } from './parts/ViewFailed.js'
import { useTermsAsked } from './parts/use-terms-asked.js'

type LazyView = LazyExoticComponent<ComponentType>

/** Every view but Connect arrives through import(), so the first load is the shell and Connect. */
const LAZY_VIEWS: Partial<Record<View, LazyView>> = {
  ConnectWallets: lazy(() => import('./views/ConnectWalletsView.js')),
  AllWallets: lazy(() => import('./views/AllWalletsView.js')),
  Account: lazy(() => import('./views/AccountView.js')),
  Networks: lazy(() => import('./views/NetworksView.js')),
  UnsupportedChain: lazy(() => import('./views/UnsupportedChainView.js')),
  SwitchNetwork: lazy(() => import('./views/SwitchNetworkView.js')),
  SwitchActiveChain: lazy(() => import('./views/SwitchActiveChainView.js')),
  ConnectingExternal: lazy(() => import('./views/ConnectingExternalView.js')),
  ConnectingWalletConnect: lazy(() => import('./views/ConnectingWalletConnectView.js')),
  ConnectingMultiChain: lazy(() => import('./views/ConnectingMultiChainView.js')),
  ConnectingSocial: lazy(() => import('./views/ConnectingSocialView.js')),
  ConnectingFarcaster: lazy(() => import('./views/ConnectingFarcasterView.js')),
  EmailLogin: lazy(() => import('./views/EmailLoginView.js')),
  UpdateEmailWallet: lazy(() => import('./views/UpdateEmailWalletView.js')),
  UpdateEmailPrimaryOtp: lazy(() => import('./views/UpdateEmailPrimaryOtpView.js')),
  UpdateEmailSecondaryOtp: lazy(() => import('./views/UpdateEmailSecondaryOtpView.js')),
  UsageExceeded: lazy(() => import('./views/UsageExceededView.js')),
  ProfileWallets: lazy(() => import('./views/ProfileWalletsView.js')),
  Receive: lazy(() => import('./views/ReceiveView.js')),
  Send: lazy(() => import('./views/SendView.js')),
  SIWXSignMessage: lazy(() => import('./views/SIWXSignMessageView.js')),
  DataCapture: lazy(() => import('./views/DataCaptureView.js')),
  ApproveTransaction: lazy(() => import('./views/ApproveTransactionView.js')),
  Swap: lazy(() => import('./views/SwapView.js')),
  CallsStatus: lazy(() => import('./views/CallsStatusView.js')),
  RegisterAccountName: lazy(() => import('./views/RegisterAccountNameView.js')),
  RegisterAccountNameSuccess: lazy(() => import('./views/RegisterAccountNameSuccessView.js')),
  OnRampProviders: lazy(() => import('./views/OnRampProvidersView.js')),
  OnRampTokenSelect: lazy(() => import('./views/OnRampTokenSelectView.js')),
  OnRampFiatSelect: lazy(() => import('./views/OnRampFiatSelectView.js')),
  Passkeys: lazy(() => import('./views/PasskeysView.js')),
  ExportKeys: lazy(() => import('./views/ExportKeysView.js')),
  Sessions: lazy(() => import('./views/SessionsView.js')),
  PasskeyLogin: lazy(() => import('./views/PasskeyLoginView.js')),
}

// Only apps that ask for their terms load the box.
const LegalGate = lazy(() => import('./parts/LegalGate.js'))

/** The lists a wallet is chosen from: shown disabled until the terms are agreed, as on Connect. */
const WALLET_LISTS: readonly View[] = ['ConnectWallets', 'AllWallets']
/**
 * The views that start a connection as they open (the ones the usage limit stops, and the email
 * login sending its code): they come only once the terms are agreed.
 */
const startsConnecting = (view: View): boolean =>
  USAGE_LIMITED_VIEWS.has(view) || view === 'EmailLogin'

/**
 * The view, kept apart from the dialog around it: a view that throws (on a value from a service
 * no check foresaw, or a chunk that failed to load) leaves the generic error and the way back,
 * and the error goes to error analytics. Each view gets a fresh boundary (the caller keys it).
 */
export function ViewSwitch({ view }: { view: View }) {
  return (
    <ReportingBoundary fallback={<ViewFailed />}>
      <ViewOf view={view} />
    </ReportingBoundary>
  )
}

/**
 * Every way into a connection waits for the terms where the app asks for them, however the view
 * was reached: Connect's own box, a wallet list or a connecting view the app opened directly.
 */
function ViewOf({ view }: { view: View }) {
  const { t } = useI18n()
  const termsAsked = useTermsAsked()
  if (view === 'Connect') return <ConnectView />
  const Lazy = LAZY_VIEWS[view]
  const page = Lazy ? <Lazy /> : <p className="muted">{t('modal.comingLater')}</p>
  const list = WALLET_LISTS.includes(view)
  return (
    <Suspense fallback={<p className="muted">{t('modal.loading')}</p>}>
      {termsAsked && (list || startsConnecting(view)) ? (
        <div className="view">
          <LegalGate startsConnecting={!list}>{page}</LegalGate>
        </div>
      ) : (
        page
      )}
    </Suspense>
  )
}
