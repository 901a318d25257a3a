import { useId } from 'react'
import { usePortico } from '../../react/use-portico.js'
import { useI18n } from '../i18n/use-i18n.js'
import { messageParts } from '../i18n/message-parts.js'

interface LegalCheckboxProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** The app's terms and privacy links, opened beside the modal so the connection is not lost. */
const linkOrText = (url: string | undefined, text: string) =>
  url ? (
    <a href={url} target="_blank" rel="noreferrer">
      {text}
    </a>
  ) : (
    text
  )

/** Connect's "I agree to the terms and privacy policy" box (`legalCheckbox`). */
export default function LegalCheckbox({ checked, onChange }: LegalCheckboxProps) {
  const portico = usePortico()
  const { t } = useI18n()
  const id = useId()
  const { termsConditionsUrl, privacyPolicyUrl } = portico.options.options
  return (
    <div className="legal-check" data-legal-checkbox>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked)
        }}
      />
      <label htmlFor={id}>
        {messageParts(t('connect.legalAgree'), {
          terms: linkOrText(termsConditionsUrl, t('footer.terms')),
          privacy: linkOrText(privacyPolicyUrl, t('footer.privacy')),
        })}
      </label>
    </div>
  )
}
