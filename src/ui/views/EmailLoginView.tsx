import { useCallback, useState } from 'react'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { errorMessage } from '../error-message.js'
import { OTP_LENGTH, OtpInput } from '../parts/OtpInput.js'
import { useConnect } from '../parts/use-connect.js'
import { useCooldown } from '../parts/use-cooldown.js'
import { useOnce } from '../parts/use-once.js'
import { useRouterData } from '../parts/use-router-data.js'
import { ErrorText } from '../parts/ErrorText.js'
import { inContext } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'
import { NO_SECURE_SITE } from '../parts/use-auth-connector.js'

type Step = 'sending' | 'code' | 'verifying' | 'device'

/**
 * Email login: the secure frame mails a code, the visitor types or pastes its six digits, and the
 * connection follows. A new code can be asked for once the cooldown is over.
 */
function EmailLoginView() {
  const portico = usePorticoInternals()
  const email = useRouterData()?.email ?? ''
  const [step, setStep] = useState<Step>('sending')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sentAt, setSentAt] = useState<number | undefined>()
  const cooldown = useCooldown(sentAt)
  const { error: connectError, connect } = useConnect()
  const { t } = useI18n()

  const send = useCallback(() => {
    const { auth } = portico
    if (!auth) {
      setError(NO_SECURE_SITE)
      return
    }
    setError(undefined)
    setStep('sending')
    auth.sendEmailCode(email).then(
      (action) => {
        setSentAt(Date.now())
        setStep(action === 'VERIFY_DEVICE' ? 'device' : 'code')
      },
      (failure: unknown) => {
        setStep('code')
        setError(errorMessage(failure))
        portico.modal.shake()
      },
    )
  }, [portico, email])
  useOnce(send)

  const verify = (otp: string) => {
    setCode(otp)
    if (otp.length < OTP_LENGTH || !portico.auth) return
    setStep('verifying')
    setError(undefined)
    portico.auth.verifyOtp(otp).then(
      () => connect({ method: 'email' }),
      (failure: unknown) => {
        setStep('code')
        setCode('')
        setError(errorMessage(failure))
        portico.modal.shake()
      },
    )
  }

  const shownError = error ?? connectError
  return (
    <div className="center" data-step={step}>
      <p className="muted">
        {step === 'device'
          ? t('emailLogin.approveLink', { email })
          : t('common.enterCode', { email })}
      </p>
      <OtpInput value={code} onChange={verify} disabled={step !== 'code'} />
      {step === 'verifying' && <p className="muted">{t('common.verifying')}</p>}
      <ErrorText error={shownError} />
      <button
        type="button"
        className="secondary"
        data-action="resend"
        disabled={cooldown > 0 || step === 'sending' || step === 'verifying'}
        onClick={send}
      >
        {cooldown > 0 ? t('common.resendCodeIn', { n: cooldown }) : t('common.resendCode')}
      </button>
    </div>
  )
}

/** Opened without an email (from the playground's picker, say), there is nothing to send a code to. */
function useMissingEmail(): string | undefined {
  const { t } = useI18n()
  return useRouterData()?.email ? undefined : t('emailLogin.missing')
}

export default inContext(EmailLoginView, useMissingEmail)
