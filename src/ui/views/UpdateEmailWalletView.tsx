import { useState } from 'react'
import type { ConnectionsState } from '../../controllers/connections.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { formatEmailForDisplay } from '../../utils/auth-name.js'
import { errorMessage } from '../error-message.js'
import { EmailField } from '../parts/EmailField.js'
import { ErrorText } from '../parts/ErrorText.js'
import { useAuthConnector } from '../parts/use-auth-connector.js'
import { useRouterData } from '../parts/use-router-data.js'
import { inContext } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'
import { messageParts } from '../i18n/message-parts.js'

/**
 * The start of an email change (VIEW-16): the new email goes to the secure frame, which mails a
 * code to the current email (UpdateEmailPrimaryOtp) or straight to the new one
 * (UpdateEmailSecondaryOtp).
 */
function UpdateEmailWalletView() {
  const portico = usePorticoInternals()
  const auth = useAuthConnector()
  const email = useRouterData()?.email ?? ''
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const { t } = useI18n()

  const start = (newEmail: string) => {
    setError(undefined)
    setSending(true)
    const started = async () => {
      // ERR-74: only an email login has an email to change.
      portico.connections.requireAuthConnection('eip155')
      return auth().updateEmail(newEmail)
    }
    started().then(
      (action) => {
        const next =
          action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp'
        portico.router.push(next, { email, newEmail })
      },
      (failure: unknown) => {
        setSending(false)
        setError(errorMessage(failure))
        portico.modal.shake()
      },
    )
  }

  return (
    <div className="center" data-step={sending ? 'sending' : 'email'}>
      <p className="muted">
        {messageParts(t('updateEmail.intro'), {
          email: (
            <bdi data-current-email={email} dir="ltr">
              {formatEmailForDisplay(email)}
            </bdi>
          ),
        })}
      </p>
      <EmailField onEmail={start} />
      {sending && <p className="muted">{t('updateEmail.sending')}</p>}
      <ErrorText error={error} />
    </div>
  )
}

const authActiveOf = (state: ConnectionsState): boolean =>
  state.activeConnectorIds.eip155 === CONNECTOR_IDS.auth

/** Only an email login's email can change (ERR-74), and the view needs which email that is. */
function useMissingEmailLogin(): string | undefined {
  const portico = usePorticoInternals()
  const authActive = usePorticoStore(portico.connections.store, authActiveOf)
  const email = useRouterData()?.email
  const { t } = useI18n()
  return authActive && email
    ? undefined
    : t('updateEmail.missing', { reason: t('error.notAuthConnected') })
}

export default inContext(UpdateEmailWalletView, useMissingEmailLogin)
