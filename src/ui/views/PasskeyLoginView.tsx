import { useCallback } from 'react'
import { passkeySignedInHandle, rememberFrameLogin } from '../../frame/passkey-signed-in.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { useI18n } from '../i18n/use-i18n.js'
import { ErrorText } from '../parts/ErrorText.js'
import { inContext } from '../parts/in-context.js'
import { SecureAccountFrame } from '../parts/SecureAccountFrame.js'
import { useConnect } from '../parts/use-connect.js'

/**
 * Sign in with a passkey from Connect: the secure site's sign-in page in a visible frame (WebAuthn
 * runs on the site's origin, where the passkey was made). Once the page says the visitor signed
 * in, the login it made is taken back through the hidden frame as after a reload, so the
 * connection is the very wallet the passkey was added to. A closed prompt leaves the page saying
 * so, and the way back to Connect.
 */
function PasskeyLoginView() {
  const portico = usePorticoInternals()
  const { phase, error, connect } = useConnect()
  const onPageMessage = useCallback(
    (message: MessageEvent) => {
      const { auth } = portico
      if (auth === undefined) return
      const handle = passkeySignedInHandle(message, new URL(auth.frameUrl).origin)
      if (handle === undefined) return
      rememberFrameLogin(portico.storage, handle)
      void connect({ method: 'session' })
    },
    [portico, connect],
  )
  return (
    <div data-phase={phase}>
      <SecureAccountFrame page="passkey-login" onPageMessage={onPageMessage} />
      <ErrorText error={error} />
    </div>
  )
}

/** Why the passkey sign-in cannot show: the app gave no secure site. */
function useMissingSecureSite(): string | undefined {
  const { t } = useI18n()
  return usePorticoInternals().auth === undefined ? t('error.needsSecureSite') : undefined
}

export default inContext(PasskeyLoginView, useMissingSecureSite)
