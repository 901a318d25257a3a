import { describe, expect, it } from 'vitest'
import { pageThemeColours } from '../../../devnet/secure-site/account-page-theme.js'

describe("devnet secure site: the app's theme colours on the account pages", () => {
  it('takes the modal colours it knows, by name or property, written plainly', () => {
    const passed = {
      accent: '#C2255C',
      '--p-on-accent': 'white',
      bg: 'rgb(20 20 30)',
      'fg-2': 'oklch(70% 0.1 250 / 0.9)',
      border: ' #abcd ',
    }
    expect(pageThemeColours(JSON.stringify(passed))).toEqual({
      applied: {
        '--accent': '#C2255C',
        '--accent-fg': 'white',
        '--bg': 'rgb(20 20 30)',
        '--muted': 'oklch(70% 0.1 250 / 0.9)',
        '--line': '#abcd',
      },
      refused: [],
    })
  })

  it('drops any other variable and any value that is not a plain colour, saying which', () => {
    const passed = {
      radius: 12,
      font: 'Comic Sans MS',
      '--x-evil': 'red',
      accent: 'url(https://evil.example/track.png)',
      bg: 'var(--accent)',
      fg: 'red; background: url(x)',
      error: 'rgb(calc(1) 0 0)',
      border: 42,
    }
    expect(pageThemeColours(JSON.stringify(passed))).toEqual({
      applied: {},
      refused: [
        'radius: not a colour the page takes',
        'font: not a colour the page takes',
        '--x-evil: not a colour the page takes',
        'accent: not a colour',
        'bg: not a colour',
        'fg: not a colour',
        'error: not a colour',
        'border: not a colour',
      ],
    })
  })

  it('ignores a parameter that is not a JSON object', () => {
    expect(pageThemeColours(null)).toEqual({ applied: {}, refused: [] })
    expect(pageThemeColours('{oops').refused).toEqual(['themeVariables is not JSON'])
    expect(pageThemeColours('["#fff"]').refused).toEqual(['themeVariables is not an object'])
  })
})
