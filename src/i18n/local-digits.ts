/** Arabic-Indic (U+0660..) and Eastern Arabic-Indic (U+06F0..) digits, as Intl writes Arabic. */
const LOCAL_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g
/** The Arabic decimal separator. */
const ARABIC_DECIMAL = /\u066b/g

/**
 * What a visitor typed in an amount field with the ASCII digits the amount mask reads: the
 * digits of Arabic script become 0-9 and the Arabic decimal separator a dot (a comma already
 * becomes one in the mask), so an amount is typed the way the locale writes it.
 */
export function localDigits(input: string): string {
  return input
    .replace(LOCAL_DIGIT, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .replace(ARABIC_DECIMAL, '.')
}
