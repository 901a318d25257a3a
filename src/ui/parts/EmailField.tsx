import { useState } from 'react'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { useI18n } from '../i18n/use-i18n.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * An email field with its continue button. By default (email login) a valid address opens
 * EmailLogin, where the code is entered; `onEmail` takes the address instead.
 */
export function EmailField({ onEmail }: { onEmail?: (email: string) => void }) {
  const portico = usePorticoInternals()
  const [email, setEmail] = useState('')
  const { t } = useI18n()
  const valid = EMAIL.test(email)
  return (
    <form
      className="field"
      onSubmit={(event) => {
        event.preventDefault()
        if (!valid) return
        if (onEmail) onEmail(email)
        else portico.router.push('EmailLogin', { email })
      }}
    >
      <label className="visually-hidden" htmlFor="portico-email">
        {t('email.label')}
      </label>
      <input
        id="portico-email"
        type="email"
        autoComplete="email"
        placeholder={t('email.placeholder')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
        }}
      />
      <button type="submit" className="primary" disabled={!valid}>
        {t('email.continue')}
      </button>
    </form>
  )
}
