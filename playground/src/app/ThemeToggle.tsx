import type { Theme } from './use-theme.js'

interface ThemeToggleProps {
  theme: Theme
  onChange: (theme: Theme) => void
}

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
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span> {theme}
    </button>
  )
}
