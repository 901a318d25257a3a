import { isRecord } from '../../src/utils/is-record.js'
import { button, element, runStep, type AccountPageContext } from './account-page-dom.js'
import { webauthnCeremony } from './webauthn-ceremony.js'

/** Whether the login has a passkey it can prove itself with. */
async function hasPasskey(context: AccountPageContext): Promise<boolean> {
  const listed = await context.site.passkeys(context.token)
  return isRecord(listed) && Array.isArray(listed.passkeys) && listed.passkeys.length > 0
}

/**
 * Asks for a fresh proof (a new email code, or the login's passkey) and resolves once the site
 * accepted it; `confirmText` names what confirming then does.
 */
export async function freshProof(context: AccountPageContext, confirmText: string) {
  const { site, token, texts } = context
  const panel = element('section', '', { 'data-step': 'proof' })
  panel.append(element('p', texts.proofIntro))
  const withPasskey = await hasPasskey(context)
  return new Promise<void>((resolve) => {
    const done = (): void => {
      panel.remove()
      resolve()
    }
    const send = button(texts.sendCode, 'send-code')
    const label = element('label', texts.codeLabel, { for: 'proof-code' })
    const code = element('input', '', {
      id: 'proof-code',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '6',
    })
    const confirm = button(confirmText, 'confirm-code')
    send.addEventListener(
      'click',
      runStep(context, async () => {
        await site.startEmailProof(token)
        context.status.textContent = texts.codeSent
        code.focus()
      }),
    )
    confirm.addEventListener(
      'click',
      runStep(context, async () => {
        await site.confirmEmailProof(token, code.value.trim())
        done()
      }),
    )
    panel.append(send, label, code, confirm)
    if (withPasskey) {
      const passkey = button(texts.usePasskey, 'use-passkey')
      passkey.addEventListener(
        'click',
        runStep(context, async () => {
          const options = await site.ceremonyOptions(token, 'proof')
          await site.finishCeremony(token, 'proof', await webauthnCeremony('get', options))
          done()
        }),
      )
      panel.append(passkey)
    }
    // Above the status line, which tells how the proof went.
    context.main.insertBefore(
      panel,
      context.status.parentNode === context.main ? context.status : null,
    )
  })
}
