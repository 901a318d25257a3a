import { describe, expect, it } from 'vitest'
import { validators } from '../../../generated/frame-messages/validators.js'
import { createTheme, themePalette } from '../../../src/controllers/theme.js'

const CORRELATION_ID = '9f86d081884c7d659a2feaa0c55ad015'

describe('theme', () => {
  it('starts in light mode with no variables unless the app sets them', () => {
    expect(createTheme().store.getState()).toEqual({ themeMode: 'light', themeVariables: {} })
    const theme = createTheme({ themeMode: 'dark', themeVariables: { '--accent': '#ff0000' } })
    expect(theme.store.getState()).toEqual({
      themeMode: 'dark',
      themeVariables: { '--accent': '#ff0000' },
    })
  })

  it('[CONST-40] light and dark have accents; the light background is white, the dark one dark grey', () => {
    const light = themePalette('light')
    const dark = themePalette('dark')
    expect(light.accent).toMatch(/^#[0-9a-f]{6}$/)
    expect(dark.accent).toMatch(/^#[0-9a-f]{6}$/)
    expect(light.background).toBe('#ffffff')
    const [red, green, blue] = [1, 3, 5].map((at) =>
      parseInt(dark.background.slice(at, at + 2), 16),
    )
    expect(red).toBe(green)
    expect(green).toBe(blue)
    expect(red).toBeGreaterThan(0)
    expect(red).toBeLessThan(0x60)
  })

  it('[CONST-40] the palette follows the theme mode', () => {
    const theme = createTheme()
    expect(theme.palette()).toEqual(themePalette('light'))
    theme.setThemeMode('dark')
    expect(theme.palette()).toEqual(themePalette('dark'))
  })

  it('setThemeMode switches between light and dark', () => {
    const theme = createTheme()
    theme.setThemeMode('dark')
    expect(theme.store.getState().themeMode).toBe('dark')
    theme.setThemeMode('light')
    expect(theme.store.getState().themeMode).toBe('light')
  })

  it('setThemeVariables merges into the current variables', () => {
    const theme = createTheme({ themeVariables: { '--accent': '#ff0000', '--radius': 8 } })
    theme.setThemeVariables({ '--radius': 4, '--font': 'Inter' })
    expect(theme.store.getState().themeVariables).toEqual({
      '--accent': '#ff0000',
      '--radius': 4,
      '--font': 'Inter',
    })
  })

  it('notifies subscribers when the theme changes', () => {
    const theme = createTheme()
    const modes: string[] = []
    theme.store.select(
      (state) => state.themeMode,
      (mode) => modes.push(mode),
    )
    theme.setThemeMode('dark')
    theme.setThemeMode('dark')
    expect(modes).toEqual(['dark'])
  })
})

describe('frame theme payload', () => {
  it('[CALL-17] carries the theme mode and variables the APP_SYNC_THEME event needs', () => {
    const theme = createTheme({ themeMode: 'dark', themeVariables: { '--radius': 4 } })
    const payload = theme.frameThemePayload()
    expect(payload).toEqual({ themeMode: 'dark', themeVariables: { '--radius': 4 } })
    const event = { type: '@w3m-app/SYNC_THEME', id: CORRELATION_ID, payload }
    expect(validators.APP_SYNC_THEME.errors(event)).toEqual([])
  })

  it('is a fresh, unfrozen copy each time', () => {
    const theme = createTheme({ themeVariables: { '--radius': 4 } })
    const payload = theme.frameThemePayload()
    expect(Object.isFrozen(payload.themeVariables)).toBe(false)
    expect(payload).not.toBe(theme.frameThemePayload())
  })
})
