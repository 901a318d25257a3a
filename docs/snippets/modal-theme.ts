// The modal's look: a mode and theme variables, given at creation and changed live.
import { createPortico, type CreatePorticoOptions } from 'portico'

export function createThemedPortico(options: CreatePorticoOptions) {
  const portico = createPortico({
    ...options,
    themeMode: 'dark',
    // `accent` is the modal's `--p-accent`; a number is in pixels.
    themeVariables: { accent: '#4f46e5', radius: 12, font: 'system-ui, sans-serif' },
  })
  portico.setThemeMode('light')
  // Merged into the current variables: the others stay.
  portico.setThemeVariables({ accent: '#0f766e' })
  return portico
}
