import { frameEvents } from '../../generated/frame-messages/events.js'
import { validateFrameEvent } from './frame-event-validation.js'
import type { LoginCache, StoredValue } from './login-cache.js'

/**
 * The session handle a passkey sign-in announced (FRAME_PASSKEY_SIGNED_IN), when the message
 * (already known to come from the sign-in page's window) has the secure site's origin and is a
 * valid event of that type; undefined for any other message.
 */
export function passkeySignedInHandle(
  message: { data: unknown; origin: string },
  siteOrigin: string,
): string | undefined {
  if (message.origin !== siteOrigin) return undefined
  const checked = validateFrameEvent(message.data)
  if (!checked.valid || checked.event.type !== frameEvents.wire.FRAME_PASSKEY_SIGNED_IN) {
    return undefined
  }
  return checked.event.payload.token
}

/**
 * Remembers a login the secure site made outside the hidden frame as that frame's session update
 * would: its handle (handed back on IS_CONNECTED) and that the next page load takes it back. A
 * passkey login is no social login, so a provider an earlier login left stored must not name it
 * (the Account view would hide the login's email behind that provider).
 */
export function rememberFrameLogin(
  cache: Pick<LoginCache, 'frameSessionToken' | 'emailLoginUsed'> & {
    readonly connectedSocialProvider: Pick<StoredValue<string>, 'remove'>
  },
  handle: string,
): void {
  cache.frameSessionToken.set(handle)
  cache.emailLoginUsed.set(true)
  cache.connectedSocialProvider.remove()
}
