import type { ThemeVariables } from '../controllers/theme.js'

/**
 * The app's theme variables as the modal's CSS custom properties: `--p-accent` as given, `accent`
 * as `--p-accent`. Set through the CSSOM (style.setProperty), which a CSP without
 * 'unsafe-inline' allows.
 */
export function themeStyle(variables: ThemeVariables): Record<string, string> {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) {
    const property = name.startsWith('--') ? name : `--p-${name}`
    style[property] = typeof value === 'number' ? `${String(value)}px` : value
  }
  return style
}
