/** The message of anything thrown, with the spec's fallback 'Unknown error'. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message !== ''
    ? error.message
    : typeof error === 'string' && error !== ''
      ? error
      : 'Unknown error'
