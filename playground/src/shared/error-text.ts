/** What to show for anything thrown. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
