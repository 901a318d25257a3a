/** The USD value of a decimal amount, rounded to a millionth so floating-point noise stays out. */
export const usdValue = (numeric: string, usdPrice: number): number =>
  Math.round(Number(numeric) * usdPrice * 1e6) / 1e6
