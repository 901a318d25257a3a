import { DEVICES_ICON, KEY_ICON, PASSKEY_ICON } from '../icons/icon-paths.js'
import { useI18n } from '../i18n/use-i18n.js'
import { OpenViewButton } from './OpenViewButton.js'
import { useEmbeddedLoginActive } from './use-missing-embedded-login.js'

/** Account's ways into the embedded wallet's security: passkeys, key export, sessions. */
export function EmbeddedAccountActions() {
  const active = useEmbeddedLoginActive()
  const { t } = useI18n()
  if (!active) return null
  return (
    <div className="actions embedded-account">
      <OpenViewButton view="Passkeys" action="passkeys" icon={PASSKEY_ICON}>
        {t('account.passkeys')}
      </OpenViewButton>
      <OpenViewButton view="ExportKeys" action="export-keys" icon={KEY_ICON}>
        {t('account.exportKeys')}
      </OpenViewButton>
      <OpenViewButton view="Sessions" action="sessions" icon={DEVICES_ICON}>
        {t('account.sessions')}
      </OpenViewButton>
    </div>
  )
}
