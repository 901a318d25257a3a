/** A positive amount as the decimal string creditWallet takes, at most 6 decimals, no trailing 0s. */
export function decimalAmount(amount: number, decimals: number): string {
  const fixed = amount.toFixed(Math.min(decimals, 6))
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
}
