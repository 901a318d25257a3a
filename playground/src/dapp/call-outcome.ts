/** What one call of the dapp tab came to: its result, or the wallet's error with its code. */
export type CallOutcome =
  | { state: 'pending' }
  | { state: 'done'; result: string }
  | { state: 'failed'; code: number | undefined; message: string }

const codeOf = (error: unknown): number | undefined => {
  const code: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  return typeof code === 'number' ? code : undefined
}

/** Runs the call; a result is shown as JSON text unless it is a string already. */
export async function settleCall(run: () => Promise<unknown>): Promise<CallOutcome> {
  try {
    const result = await run()
    return { state: 'done', result: typeof result === 'string' ? result : JSON.stringify(result) }
  } catch (error) {
    return {
      state: 'failed',
      code: codeOf(error),
      message: error instanceof Error ? error.message : String(error),
    }
  }
}
