export interface PaymentLimit {
  min: string
  max: string
}

/**
 * Default on-ramp limits per payment method (spec §5), the same for USD and EUR. Amounts are
 * decimal strings, the form payment_method_limits uses.
 */
export const DEFAULT_PAYMENT_LIMITS = {
  USD: {
    card: { min: '10.00', max: '7500.00' },
    ach_bank_account: { min: '10.00', max: '25000.00' },
  },
  EUR: {
    card: { min: '10.00', max: '7500.00' },
    ach_bank_account: { min: '10.00', max: '25000.00' },
  },
} as const satisfies Record<string, Record<string, PaymentLimit>>

const limitsByCurrency: Readonly<Record<string, Readonly<Record<string, PaymentLimit>>>> =
  DEFAULT_PAYMENT_LIMITS

/** The default limit for a currency (case-insensitive) and method, or undefined if none. */
export function defaultPaymentLimit(currency: string, method: string): PaymentLimit | undefined {
  return limitsByCurrency[currency.toUpperCase()]?.[method]
}
