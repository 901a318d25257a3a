import type { Theme } from './use-theme.js'

interface ThemeToggleProps {
  theme: Theme
  onChange: (theme: Theme) => void
}

/**
 * A toggle named for what pressing it turns on: "Dark theme", pressed while dark. Its tooltip says
 * what the next click does, which is the same thing said the other way round.
 */
export function ThemeToggle({ theme, onChange }: ThemeToggleProps) {
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={theme === 'dark'}
      aria-label="Dark theme"
      title={`Switch to the ${next} theme`}
      onClick={() => {
        onChange(next)
      }}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span>
      <span className="theme-toggle-label"> Dark theme</span>
    </button>
  )
}
