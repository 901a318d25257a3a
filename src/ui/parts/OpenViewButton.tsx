import type { ReactNode } from 'react'
import type { View } from '../../core/constants.js'
import type { RouterData } from '../../controllers/router.js'
import { usePortico } from '../../react/use-portico.js'

/** A secondary button that opens a view on top of the current one. */
export function OpenViewButton({
  view,
  data,
  action,
  children,
}: {
  view: View
  /** What the view reads from the router (an email to change, a wallet to connect). */
  data?: RouterData
  action: string
  children: ReactNode
}) {
  const portico = usePortico()
  return (
    <button
      type="button"
      className="secondary"
      data-action={action}
      onClick={() => {
        portico.router.push(view, data)
      }}
    >
      {children}
    </button>
  )
}
