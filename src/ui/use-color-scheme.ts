import { useEffect, useRef, useState } from 'react'
import type { ThemeMode } from '../controllers/theme.js'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * The mode to draw: the theme controller's once the app chose one (in its options, or by setting
 * a mode since), else the system's, followed as it changes.
 */
export function useColorScheme(mode: ThemeMode, chosenAtStart: boolean): ThemeMode {
  const initial = useRef(mode)
  const chosen = chosenAtStart || mode !== initial.current
  const [systemDark, setSystemDark] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY)
    setSystemDark(query.matches)
    const onChange = () => {
      setSystemDark(query.matches)
    }
    query.addEventListener('change', onChange)
    return () => {
      query.removeEventListener('change', onChange)
    }
  }, [])
  if (chosen) return mode
  return systemDark ? 'dark' : 'light'
}
