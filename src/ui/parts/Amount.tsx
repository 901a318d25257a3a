import { displayAmount } from '../../utils/display-amount.js'
import { useI18n } from '../i18n/use-i18n.js'

export interface AmountProps {
  /** The amount in plain decimal form, every digit kept. */
  exact: string
  symbol?: string
  /** data-field for tests and hosts' styling. */
  field?: string
}

/**
 * An amount with its symbol on one line, shown to 3 decimals. When digits are cut, the exact
 * value is the title (on hover), pops up on focus (a tap or the keyboard), is what screen readers
 * read, and is what a copy of the selection puts on the clipboard.
 */
export function Amount({ exact, symbol, field }: AmountProps) {
  const { decimal } = useI18n()
  const withSymbol = (amount: string) => (symbol === undefined ? amount : `${amount} ${symbol}`)
  const whole = withSymbol(decimal(exact))
  const shown = displayAmount(exact)
  if (shown === exact)
    return (
      <span className="amount" dir="ltr" data-field={field} data-exact={exact}>
        {whole}
      </span>
    )
  return (
    <span
      className="amount"
      dir="ltr"
      data-field={field}
      data-exact={exact}
      data-whole={whole}
      title={whole}
      tabIndex={0}
      onCopy={(event) => {
        event.clipboardData.setData('text/plain', whole)
        event.preventDefault()
      }}
    >
      <span aria-hidden="true">{withSymbol(decimal(shown))}</span>
      <span className="visually-hidden">{whole}</span>
    </span>
  )
}
