import { isRecord } from '../../src/utils/is-record.js'

/**
 * The app's theme colours (the modal's `themeVariables`, passed as JSON in the `themeVariables`
 * query parameter) for the account page's own CSS variables. Only these colours are taken, by
 * their modal name (`accent`) or property (`--p-accent`); anything else is dropped.
 */
const PAGE_PROPERTY_OF: Readonly<Record<string, string>> = {
  accent: '--accent',
  'on-accent': '--accent-fg',
  bg: '--bg',
  fg: '--fg',
  'fg-2': '--muted',
  border: '--line',
  error: '--warn',
}

/**
 * A colour written plainly: hex, a colour function of numbers, units and keywords (nothing
 * nested, so no `var()` or `url()`), or a colour keyword. The browser's own parser has the last
 * word (`CSS.supports`) where the page applies it.
 */
const COLOUR =
  /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([-0-9a-z.%,/ ]{1,80}\)|[a-z]{3,24})$/i

export interface PageThemeColours {
  /** The page's CSS property and the colour for it. */
  applied: Record<string, string>
  /** The variables refused, each with why (shown in the console, never on the page). */
  refused: string[]
}

/** The colours to apply from the query parameter's text (null when the host passed none). */
export function pageThemeColours(text: string | null): PageThemeColours {
  const result: PageThemeColours = { applied: {}, refused: [] }
  if (text === null || text === '') return result
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    result.refused.push('themeVariables is not JSON')
    return result
  }
  if (!isRecord(parsed)) {
    result.refused.push('themeVariables is not an object')
    return result
  }
  for (const [name, value] of Object.entries(parsed)) {
    const property = PAGE_PROPERTY_OF[name.replace(/^--p-/, '')]
    if (property === undefined) result.refused.push(`${name}: not a colour the page takes`)
    else if (typeof value !== 'string' || !COLOUR.test(value.trim())) {
      result.refused.push(`${name}: not a colour`)
    } else result.applied[property] = value.trim()
  }
  return result
}

/** Applies the host's colours on the page's root, each one the browser reads as a colour. */
export function applyPageThemeColours(root: HTMLElement, text: string | null): void {
  const { applied, refused } = pageThemeColours(text)
  for (const [property, colour] of Object.entries(applied)) {
    if (CSS.supports('color', colour)) root.style.setProperty(property, colour)
    else refused.push(`${property}: ${colour} is not a colour`)
  }
  if (refused.length > 0)
    console.warn(`Secure site: theme variables refused: ${refused.join('; ')}`)
}
