import type { AccountControllerState } from '../../controllers/account.js'
import type { ConnectionsState } from '../../controllers/connections.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { formatEmailForDisplay } from '../../utils/auth-name.js'
import { MAIL_ICON } from '../icons/icon-paths.js'
import { OpenViewButton } from './OpenViewButton.js'
import { useI18n } from '../i18n/use-i18n.js'

/** The email of an email login (not a social one): the only login whose email can change. */
const loginEmailOf = (state: AccountControllerState): string | undefined => {
  const account = state.accounts.eip155
  return account?.socialProvider === undefined ? (account?.user?.email ?? undefined) : undefined
}

const authActiveOf = (state: ConnectionsState): boolean =>
  state.activeConnectorIds.eip155 === CONNECTOR_IDS.auth

/** The Account view's email row, with the control that opens UpdateEmailWallet. */
export function AccountEmail() {
  const portico = usePorticoInternals()
  const email = usePorticoStore(portico.account.store, loginEmailOf)
  const authActive = usePorticoStore(portico.connections.store, authActiveOf)
  const { t } = useI18n()
  if (email === undefined || !authActive) return null
  return (
    <div className="field account-email">
      <span className="email" data-email={email} title={email}>
        {formatEmailForDisplay(email)}
      </span>
      <OpenViewButton
        view="UpdateEmailWallet"
        data={{ email }}
        action="update-email"
        icon={MAIL_ICON}
      >
        {t('account.updateEmail')}
      </OpenViewButton>
    </div>
  )
}
