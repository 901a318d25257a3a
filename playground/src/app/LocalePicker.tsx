import { SHIPPED_LOCALES } from '../../../src/i18n/shipped-locales.js'
import { usePorticoLocale } from '../../../src/react/use-portico-locale.js'

/** Each locale named in its own language, so a visitor finds theirs whatever is on screen. */
const nameOf = (tag: string): string =>
  new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag

/** The modal's language, switched live (`portico.setLocale`), with every shipped locale. */
export function LocalePicker() {
  const { locale, setLocale } = usePorticoLocale()
  return (
    <select
      className="locale-picker"
      aria-label="Modal language"
      data-testid="locale-picker"
      value={locale}
      onChange={(event) => {
        setLocale(event.target.value)
      }}
    >
      {SHIPPED_LOCALES.map((tag) => (
        <option key={tag} value={tag} lang={tag}>
          {nameOf(tag)}
        </option>
      ))}
    </select>
  )
}
