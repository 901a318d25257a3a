export interface AmountMaskOptions {
  maxIntegerDigits?: number
  maxDecimalDigits?: number
}

/**
 * Normalises what the user typed into an amount field: commas become dots, only digits and the
 * first dot survive, and the integer and decimal parts are cut to their caps. A leading dot gets
 * a '0' in front, so a lone '.' becomes '0.'.
 */
export function maskAmount(input: string, options: AmountMaskOptions = {}): string {
  const { maxIntegerDigits, maxDecimalDigits } = options
  const cleaned = input.replace(/,/g, '.').replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  const hasDot = dot !== -1
  const integerDigits = hasDot ? cleaned.slice(0, dot) : cleaned
  const decimalDigits = hasDot ? cleaned.slice(dot + 1).replace(/\./g, '') : ''

  const integerPart = cap(integerDigits, maxIntegerDigits)
  const decimalPart = cap(decimalDigits, maxDecimalDigits)
  if (!hasDot || maxDecimalDigits === 0) return integerPart
  return `${integerPart === '' ? '0' : integerPart}.${decimalPart}`
}

function cap(digits: string, max: number | undefined): string {
  return max === undefined ? digits : digits.slice(0, Math.max(0, max))
}
