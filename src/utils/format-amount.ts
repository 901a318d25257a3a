import { DISPLAY_DECIMALS } from '../core/constants.js'

const PLAIN_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Cuts a balance to 3 decimals without rounding ('1.2349' gives '1.234'), so the display never
 * shows more than the account holds. Trailing zeros are dropped; an unreadable value shows '0'.
 */
export function truncateBalance(balance: string | number): string {
  const match = PLAIN_DECIMAL.exec(toPlainDecimal(balance))
  if (!match) return '0'
  const [, sign = '', integerDigits = '', decimalDigits = ''] = match
  const integerPart = integerDigits.replace(/^0+(?=\d)/, '') || '0'
  const decimalPart = decimalDigits.slice(0, DISPLAY_DECIMALS.balance).replace(/0+$/, '')
  const result = decimalPart ? `${integerPart}.${decimalPart}` : integerPart
  return result === '0' ? '0' : `${sign}${result}`
}

/** Rounded to 2 decimals, always showing both ('12.5' gives '12.50'). */
export function formatCurrencyValue(value: string | number): string {
  return toFixedDecimals(value, DISPLAY_DECIMALS.currency)
}

/** Rounded to 3 decimals, always showing all three ('0.12345' gives '0.123'). */
export function formatTransferAmount(value: string | number): string {
  return toFixedDecimals(value, DISPLAY_DECIMALS.transferAmount)
}

function toFixedDecimals(value: string | number, decimals: number): string {
  const number = Number(value)
  const finite = Number.isFinite(number) ? number : 0
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(finite)
}

/** Strings already in plain decimal form are kept as they are so no precision is lost. */
function toPlainDecimal(value: string | number): string {
  const text = String(value).trim()
  if (typeof value === 'string' && PLAIN_DECIMAL.test(text)) return text
  const number = Number(text)
  if (!Number.isFinite(number)) return ''
  return number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}
