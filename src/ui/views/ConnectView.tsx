import { lazy, Suspense } from 'react'
import {
  connectMethodOrder,
  hasInstalledWallets,
  type ConnectMethod,
  type ConnectorsState,
} from '../../controllers/connectors.js'
import type { OptionsState } from '../../controllers/options.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { EmailField } from '../parts/EmailField.js'
import { WalletGroupsList } from '../parts/WalletGroupsList.js'
import { WalletRow } from '../parts/WalletRow.js'
import { useI18n } from '../i18n/use-i18n.js'
import { useTermsAsked } from '../parts/use-terms-asked.js'

// Only apps that ask for their terms load the box.
const LegalGate = lazy(() => import('../parts/LegalGate.js'))
// Only a page that offers a login loads the passkey sign-in's button.
const PasskeySignInButton = lazy(() => import('../parts/PasskeySignInButton.js'))
// The buttons come with the rules of which logins this browser can use (no google in a webview).
const SocialButtons = lazy(() => import('../parts/SocialButtons.js'))

const connectorsOf = (state: ConnectorsState) => state.connectors
const emailOnOf = (state: OptionsState) => state.features.email
const socialsOnOf = (state: OptionsState) => state.features.socials.length > 0

/**
 * The start view. Connect methods come in the CONN-05/06 order; with no installed wallet and a
 * login offered, the wallets fold into one entry that opens ConnectWallets.
 */
export function ConnectView() {
  const portico = usePorticoInternals()
  const connectors = usePorticoStore(portico.connectors.store, connectorsOf)
  const { t } = useI18n()
  // Email and social logins run in the embedded wallet, so they need the auth connector.
  const hasAuth = portico.auth !== undefined
  const emailOn = usePorticoStore(portico.options.store, emailOnOf) && hasAuth
  const socialsOn = usePorticoStore(portico.options.store, socialsOnOf) && hasAuth
  const installed = hasInstalledWallets(connectors)
  const foldWallets = !installed && (emailOn || socialsOn)
  const askTerms = useTermsAsked()
  const section = (method: ConnectMethod) => {
    switch (method) {
      case 'email':
        return emailOn ? <EmailField key="email" /> : null
      case 'social':
        return socialsOn ? (
          <Suspense key="social" fallback={null}>
            <SocialButtons />
          </Suspense>
        ) : null
      case 'wallet':
        return foldWallets ? (
          <WalletRow
            key="wallet"
            name={t('connect.continueWithWallet')}
            image={undefined}
            onClick={() => {
              portico.router.push('ConnectWallets')
            }}
          />
        ) : (
          <WalletGroupsList key="wallet" />
        )
    }
  }

  const order = connectMethodOrder({ hasInstalledWallets: installed })
  const methods = order.map(section)
  // The passkey sign-in follows the last of the logins (a passkey is added to either kind).
  if (emailOn || socialsOn) {
    methods.splice(
      order.indexOf(socialsOn ? 'social' : 'email') + 1,
      0,
      <Suspense key="passkey" fallback={null}>
        <PasskeySignInButton />
      </Suspense>,
    )
  }
  return (
    <div className="view" data-methods={order.join(',')}>
      {askTerms ? (
        <Suspense fallback={null}>
          <LegalGate>{methods}</LegalGate>
        </Suspense>
      ) : (
        methods
      )}
    </div>
  )
}
