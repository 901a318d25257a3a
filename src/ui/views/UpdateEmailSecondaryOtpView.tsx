import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { EmailUpdateCode } from '../parts/EmailUpdateCode.js'
import { useAuthConnector } from '../parts/use-auth-connector.js'
import { useRouterData } from '../parts/use-router-data.js'
import { useI18n } from '../i18n/use-i18n.js'

/**
 * The email change's last code, mailed to the new email (UPDATE_EMAIL_SECONDARY_OTP): once it is
 * accepted the account shows the new email. There is no request to mail it again; going back
 * starts the change over.
 */
export default function UpdateEmailSecondaryOtpView() {
  const portico = usePorticoInternals()
  const auth = useAuthConnector()
  const newEmail = useRouterData()?.newEmail ?? ''
  const { t } = useI18n()
  return (
    <EmailUpdateCode
      sentTo={newEmail}
      confirm={async (otp) => {
        const updated = await auth().confirmEmailUpdateSecondary(otp)
        portico.router.reset('Account')
        portico.snack.showSuccess(t('updateEmail.updated', { email: updated }))
      }}
    />
  )
}
