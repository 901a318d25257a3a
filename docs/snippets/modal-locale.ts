// The modal's language: the app's choice, its own wording of any key, a live switch.
import { createPortico, type CreatePorticoOptions } from 'portico'

export function createLocalizedPortico(options: CreatePorticoOptions) {
  const portico = createPortico({
    ...options,
    // Any BCP 47 tag: the best shipped match (es-419); without it, navigator.languages.
    locale: 'es-MX',
    // The app's own wording of any key, in every language.
    messages: { 'title.Connect': 'Sign in' },
  })
  // Live: the open view re-renders in Japanese.
  portico.setLocale('ja')
  return portico
}
