import { SecureAccountFrame } from '../parts/SecureAccountFrame.js'
import { inContext } from '../parts/in-context.js'
import { useMissingEmbeddedLogin } from '../parts/use-missing-embedded-login.js'

/** Where the login is signed in (end one, or every other), on the secure site, from Account. */
function SessionsView() {
  return <SecureAccountFrame page="sessions" />
}

export default inContext(SessionsView, useMissingEmbeddedLogin)
