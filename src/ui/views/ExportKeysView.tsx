import { SecureAccountFrame } from '../parts/SecureAccountFrame.js'
import { inContext } from '../parts/in-context.js'
import { useMissingEmbeddedLogin } from '../parts/use-missing-embedded-login.js'

/** The key export on the secure site (a fresh proof, then the keys), opened from Account. */
function ExportKeysView() {
  return <SecureAccountFrame page="export" />
}

export default inContext(ExportKeysView, useMissingEmbeddedLogin)
