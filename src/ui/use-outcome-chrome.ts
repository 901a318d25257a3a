import { useContext, useEffect } from 'react'
import { OutcomeChromeContext } from './outcome-chrome-context.js'

/**
 * While the calling outcome is shown, the header names it and the view's footer (a hint for
 * the form it replaced) is gone; both come back when it unmounts.
 */
export function useOutcomeChrome(title: string): void {
  const setTitle = useContext(OutcomeChromeContext)
  useEffect(() => {
    setTitle(title)
    return () => {
      setTitle(undefined)
    }
  }, [setTitle, title])
}
