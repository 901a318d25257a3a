import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { EmailUpdateCode } from '../parts/EmailUpdateCode.js'
import { useAuthConnector } from '../parts/use-auth-connector.js'
import { useRouterData } from '../parts/use-router-data.js'

/**
 * The email change's first code, mailed to the current email (UPDATE_EMAIL_PRIMARY_OTP); once it
 * is accepted the new email gets its own code. This step is then spent, so it is replaced.
 */
export default function UpdateEmailPrimaryOtpView() {
  const portico = usePorticoInternals()
  const auth = useAuthConnector()
  const data = useRouterData()
  const email = data?.email ?? ''
  const newEmail = data?.newEmail ?? ''
  return (
    <EmailUpdateCode
      sentTo={email}
      confirm={async (otp) => {
        await auth().confirmEmailUpdatePrimary(otp)
        portico.router.replace('UpdateEmailSecondaryOtp', { email, newEmail })
      }}
      // Starting the change again mails a new code to the current email.
      resend={() => auth().updateEmail(newEmail)}
    />
  )
}
