import { createContext } from 'react'

/**
 * Lets a view's outcome (a success shown in place of its form) set the dialog's header title
 * while it is shown; undefined gives the header back to the view's own title.
 */
export const OutcomeChromeContext = createContext<(title: string | undefined) => void>(
  () => undefined,
)
