import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useI18n } from '../i18n/use-i18n.js'

export const OTP_LENGTH = 6

interface OtpInputProps {
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}

const digitsOf = (text: string): string => text.replace(/\D/g, '').slice(0, OTP_LENGTH)

/** Six one-digit boxes: typing moves on, Backspace moves back, a pasted code fills them all. */
export function OtpInput({ value, onChange, disabled }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const { t } = useI18n()
  const focus = (index: number) => boxes.current[Math.min(index, OTP_LENGTH - 1)]?.focus()

  const setDigit = (index: number, digit: string) => {
    const chars = value.padEnd(OTP_LENGTH, ' ').split('')
    chars[index] = digit || ' '
    onChange(chars.join('').trimEnd())
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const pasted = digitsOf(event.clipboardData.getData('text'))
    onChange(pasted)
    focus(pasted.length)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Backspace' && !value[index]?.trim() && index > 0) focus(index - 1)
  }

  return (
    <div className="otp" role="group" aria-label={t('otp.label')}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          aria-label={t('otp.digit', { n: index + 1 })}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          disabled={disabled}
          value={value[index]?.trim() ?? ''}
          onPaste={onPaste}
          onKeyDown={(event) => {
            onKeyDown(event, index)
          }}
          onChange={(event) => {
            const digit = digitsOf(event.target.value).slice(-1)
            setDigit(index, digit)
            if (digit) focus(index + 1)
          }}
        />
      ))}
    </div>
  )
}
