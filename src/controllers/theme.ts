import type { components as FrameMessages } from '../../generated/frame-messages/types.js'
import { THEME_COLORS } from '../core/constants.js'
import { createStore } from '../core/store.js'

/** The payload of APP_SYNC_THEME: what the secure frame needs to look like the modal. */
export type FrameThemePayload = FrameMessages['schemas']['APP_SYNC_THEME']['payload']
/** 'light' or 'dark'. */
export type ThemeMode = NonNullable<FrameThemePayload['themeMode']>
/** CSS variables that restyle the modal. */
export type ThemeVariables = NonNullable<FrameThemePayload['themeVariables']>

export interface ThemePalette {
  accent: string
  background: string
}

/** The modal's theme. */
export interface ThemeState {
  /** 'light' or 'dark'. */
  themeMode: ThemeMode
  /** The CSS variables set. */
  themeVariables: ThemeVariables
}

export interface ThemeInit {
  /** The spec names no default mode; light is used when the app sets none. */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
}

export const DEFAULT_THEME_MODE: ThemeMode = 'light'

/** The accent and background of a mode (spec §9: a white light and a dark grey dark background). */
export function themePalette(mode: ThemeMode): ThemePalette {
  return { ...THEME_COLORS[mode] }
}

export function createTheme(init: ThemeInit = {}) {
  const store = createStore<ThemeState>({
    themeMode: init.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: { ...init.themeVariables },
  })

  const setThemeMode = (themeMode: ThemeMode): void => {
    store.setState({ themeMode })
  }

  /** Merges into the current variables, so an app can change one without repeating the rest. */
  const setThemeVariables = (themeVariables: ThemeVariables): void => {
    store.setState((draft) => {
      Object.assign(draft.themeVariables, themeVariables)
    })
  }

  const palette = (): ThemePalette => themePalette(store.getState().themeMode)

  /** A fresh copy each time: the store's state is frozen and the frame event is posted as is. */
  const frameThemePayload = (): FrameThemePayload => {
    const { themeMode, themeVariables } = store.getState()
    return { themeMode, themeVariables: { ...themeVariables } }
  }

  return { store, setThemeMode, setThemeVariables, palette, frameThemePayload }
}

export type Theme = ReturnType<typeof createTheme>
