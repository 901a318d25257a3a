import { useI18n } from '../i18n/use-i18n.js'
import { PASSKEY_ICON } from '../icons/icon-paths.js'
import { OpenViewButton } from './OpenViewButton.js'

/**
 * Connect's way back in for a returning embedded-wallet visitor who added a passkey: it opens the
 * secure site's passkey sign-in. Loaded through import() beside the email and social logins, so
 * the first load carries none of it.
 */
export default function PasskeySignInButton() {
  const { t } = useI18n()
  return (
    <OpenViewButton view="PasskeyLogin" action="passkey-login" icon={PASSKEY_ICON}>
      {t('connect.passkey')}
    </OpenViewButton>
  )
}
