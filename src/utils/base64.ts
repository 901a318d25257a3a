const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Standard (padded) base64: its alphabet, and a length that is a multiple of 4. */
export function isValidBase64(value: string): boolean {
  return value.length % 4 === 0 && BASE64.test(value)
}
