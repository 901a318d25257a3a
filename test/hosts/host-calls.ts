import type { Page } from 'playwright-core'
import type { Hex } from 'viem'

/** Runs one of the page's `window.host` actions; each settles to `{ ok }` or `{ error }`. */
export const call = (page: Page, action: string, ...args: string[]): Promise<unknown> =>
  page.evaluate(
    async ([name, params]) => {
      const run: unknown = Reflect.get(Reflect.get(window, 'host') ?? {}, name)
      if (typeof run !== 'function') throw new Error(`No host action ${name}`)
      const settled: unknown = await Reflect.apply(run, undefined, params)
      return settled
    },
    [action, args] as const,
  )

export const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined

/** The action's result; its error (name, code, message) fails the test with what it said. */
export const okOf = (settled: unknown): unknown => {
  const error = field(settled, 'error')
  if (error !== undefined) throw new Error(`The host action failed: ${JSON.stringify(error)}`)
  return field(settled, 'ok')
}

/** The error an action settled to (name, code, message); fails the test when it succeeded. */
export const errorOf = (settled: unknown): unknown => {
  const error = field(settled, 'error')
  if (error === undefined) throw new Error(`The host action succeeded: ${JSON.stringify(settled)}`)
  return error
}

/** A signature or transaction hash an action answered, as viem's Hex. */
export function hexOf(value: unknown, what = 'signature'): Hex {
  if (typeof value !== 'string' || !value.startsWith('0x')) throw new Error(`No ${what}`)
  return `0x${value.slice(2)}`
}
