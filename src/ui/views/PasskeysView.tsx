import { SecureAccountFrame } from '../parts/SecureAccountFrame.js'
import { inContext } from '../parts/in-context.js'
import { useMissingEmbeddedLogin } from '../parts/use-missing-embedded-login.js'

/** The embedded wallet's passkeys (list, add, remove) on the secure site, opened from Account. */
function PasskeysView() {
  return <SecureAccountFrame page="passkeys" />
}

export default inContext(PasskeysView, useMissingEmbeddedLogin)
