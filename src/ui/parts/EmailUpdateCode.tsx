import { useState } from 'react'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from './ErrorText.js'
import { OTP_LENGTH, OtpInput } from './OtpInput.js'
import { useCooldown } from './use-cooldown.js'
import { useI18n } from '../i18n/use-i18n.js'

interface EmailUpdateCodeProps {
  /** Where the code went. */
  sentTo: string
  /** Sends the six digits; rejects with the frame's message for a wrong code. */
  confirm: (otp: string) => Promise<void>
  /** Mails a new code, when the step can ask for one. */
  resend?: () => Promise<unknown>
}

/**
 * One code step of an email change: six digits, sent as soon as they are all there; a refused
 * code clears the boxes and shows why.
 */
export function EmailUpdateCode({ sentTo, confirm, resend }: EmailUpdateCodeProps) {
  const portico = usePorticoInternals()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  // The code went out just before this step opened.
  const [sentAt, setSentAt] = useState(() => Date.now())
  const cooldown = useCooldown(sentAt)
  const { t } = useI18n()

  const fail = (failure: unknown) => {
    setBusy(false)
    setCode('')
    setError(errorMessage(failure))
    portico.modal.shake()
  }

  const enter = (otp: string) => {
    setCode(otp)
    if (otp.length < OTP_LENGTH) return
    setBusy(true)
    setError(undefined)
    // On success the view moves on, so only a failure comes back here.
    confirm(otp).catch(fail)
  }

  const askAgain = (send: () => Promise<unknown>) => {
    setBusy(true)
    setError(undefined)
    send().then(() => {
      setBusy(false)
      setSentAt(Date.now())
    }, fail)
  }

  return (
    <div className="center" data-step={busy ? 'verifying' : 'code'}>
      <p className="muted">{t('common.enterCode', { email: sentTo })}</p>
      <OtpInput value={code} onChange={enter} disabled={busy} />
      {busy && <p className="muted">{t('common.verifying')}</p>}
      <ErrorText error={error} />
      {resend && (
        <button
          type="button"
          className="secondary"
          data-action="resend"
          disabled={cooldown > 0 || busy}
          onClick={() => {
            askAgain(resend)
          }}
        >
          {cooldown > 0 ? t('common.resendCodeIn', { n: cooldown }) : t('common.resendCode')}
        </button>
      )}
    </div>
  )
}
