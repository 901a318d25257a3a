import { DISPLAY_DECIMALS } from '../core/constants.js'
import { truncateBalance } from './format-amount.js'

/**
 * An amount for display: cut to the spec's 3 decimals (never rounded up past what it is); a
 * positive amount too small to show any digit reads '<0.001' rather than a misleading '0'.
 */
export function displayAmount(exact: string): string {
  const shown = truncateBalance(exact)
  if (shown !== '0' || !/[1-9]/.test(exact) || exact.trim().startsWith('-')) return shown
  return `<${(10 ** -DISPLAY_DECIMALS.transferAmount).toFixed(DISPLAY_DECIMALS.transferAmount)}`
}
