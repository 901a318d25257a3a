import { frameEvents } from '../../generated/frame-messages/events.js'
import { validateFrameEvent } from '../../src/frame/frame-event-validation.js'
import { createParentTransport } from '../../src/frame/parent-transport.js'
import { button, element, type AccountPageContext } from './account-page-dom.js'
import { TOKEN_KEY } from './frame-requests.js'
import { webauthnCeremony } from './webauthn-ceremony.js'

export interface PasskeyLoginContext extends Omit<AccountPageContext, 'token'> {
  /** The embedding page (checked against the project's list): the only one told of the sign-in. */
  parentOrigin: string
}

/** The browser's word for a WebAuthn prompt the visitor closed or let time out. */
const isCancelled = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'NotAllowedError'

/**
 * Sign in with a passkey, no email code: the visitor's passkey for this site answers a sign-in
 * challenge, the site opens a session of the login it was added to. Like the hidden frame's
 * logins, the credential stays in this site's storage (the hidden frame reads it there); the
 * embedding page is told only the session's handle (FRAME_PASSKEY_SIGNED_IN), and takes the
 * login back as after a reload. A closed prompt leaves the page as it was, saying so.
 */
export function passkeyLoginSection(context: PasskeyLoginContext): void {
  const { main, site, texts, status } = context
  const transport = createParentTransport({ window, parentOrigin: context.parentOrigin })
  const start = button(texts.usePasskey, 'passkey-login')
  main.append(element('h1', texts.passkeyLoginTitle), element('p', texts.passkeyLoginIntro))
  main.append(start, status)

  const signIn = async (): Promise<void> => {
    const credential = await webauthnCeremony('get', await site.passkeyLoginOptions())
    const session = await site.passkeyLogin(credential)
    window.localStorage.setItem(TOKEN_KEY, session.token)
    const event = validateFrameEvent({
      type: frameEvents.wire.FRAME_PASSKEY_SIGNED_IN,
      payload: { token: session.handle },
    })
    if (!event.valid) throw new Error('The secure site produced an invalid sign-in notice')
    transport.post(event.event)
    status.textContent = texts.passkeySignedIn
  }

  start.addEventListener('click', () => {
    status.textContent = ''
    start.disabled = true
    signIn()
      .catch((error: unknown) => {
        status.textContent = isCancelled(error)
          ? texts.passkeyCancelled
          : error instanceof Error
            ? error.message
            : String(error)
      })
      .finally(() => {
        start.disabled = false
      })
  })
}
