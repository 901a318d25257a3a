// Every controller is a small store: getState, setState, subscribe, select.
import type { Portico } from 'portico'

export function followTheme(portico: Portico) {
  const { store } = portico.theme
  // `select` calls the listener only when the selected slice changes.
  const stop = store.select(
    (state) => state.themeMode,
    (mode) => {
      document.documentElement.dataset.theme = mode
    },
  )
  // A recipe edits a draft in place; Immer makes the new, frozen state.
  store.setState((draft) => {
    draft.themeVariables.accent = '#4f46e5'
  })
  // Or the fields to change.
  store.setState({ themeMode: 'dark' })
  return stop
}
