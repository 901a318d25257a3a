/** What the modal says about a failure: an error's message (a coded error's display message). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
