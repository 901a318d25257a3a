/** A type guard over a compiled check, for code that needs no explanation of a failure. */
export const guardOf =
  <T>(check: (value: unknown) => boolean) =>
  (value: unknown): value is T =>
    check(value)
