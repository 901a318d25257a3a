import type { ThemeVariables } from '../../../src/controllers/theme.js'
import { isRecord } from '../../../src/utils/is-record.js'

/**
 * `?themeVariables=<JSON object>` gives the instance the app's theme variables (the browser tests
 * restyle the modal and the secure site's account pages with it); anything else gives none.
 */
export function themeVariablesOf(search: string): ThemeVariables | undefined {
  const text = new URLSearchParams(search).get('themeVariables')
  if (text === null) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(parsed)) return undefined
  const variables: ThemeVariables = {}
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number') variables[name] = value
  }
  return variables
}
