import { useEffect, useState } from 'react'

export type Theme = 'light' | 'dark'

const STORAGE_KEY = 'portico-playground-theme'
const DARK_QUERY = '(prefers-color-scheme: dark)'

const systemTheme = (): Theme => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light')

function storedTheme(): Theme | undefined {
  const stored = window.localStorage.getItem(STORAGE_KEY)
  return stored === 'light' || stored === 'dark' ? stored : undefined
}

/**
 * The page theme: the one the developer chose last, else the system's (followed live until a
 * choice is made). Applied as data-theme on <html>, which the CSS variables key on.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [chosen, setChosen] = useState(storedTheme)
  const [system, setSystem] = useState(systemTheme)
  const theme = chosen ?? system

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY)
    const follow = () => {
      setSystem(systemTheme())
    }
    media.addEventListener('change', follow)
    return () => {
      media.removeEventListener('change', follow)
    }
  }, [])

  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])

  const choose = (next: Theme) => {
    window.localStorage.setItem(STORAGE_KEY, next)
    setChosen(next)
  }
  return [theme, choose]
}
